import NIOCore
import NIOPosix

// Swift Concurrency's tasks run on NIO's event loops, so a request's handler runs on the thread
// that did its I/O instead of hopping to the global pool and back (Docs/performance.md, "The preview server under load"). It must come
// before any task starts.
NIOSingletons.unsafeTryInstallSingletonPosixEventLoopGroupAsConcurrencyGlobalExecutor()
await ServeTool.main()
