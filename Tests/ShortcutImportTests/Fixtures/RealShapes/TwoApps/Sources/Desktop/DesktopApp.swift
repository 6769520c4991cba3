// The Mac app target compiles only this file; the shortcuts live in the iOS target.
struct DesktopApp {}
