import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One HTTP/1.1 exchange over a plain loopback socket: the tests send bodies no well-behaved
/// client would (invalid UTF-8, oversized), so they write the bytes themselves.
struct HTTPReply {
    var status: Int
    var headers: [String: String]
    var body: Data
    var text: String { String(decoding: body, as: UTF8.self) }
}

enum HTTPClient {
    static func get(_ port: UInt16, _ path: String) throws -> HTTPReply {
        try send(port, "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".data(using: .utf8)!)
    }

    static func post(_ port: UInt16, _ path: String, json: String) throws -> HTTPReply {
        try post(port, path, body: Data(json.utf8))
    }

    static func post(_ port: UInt16, _ path: String, body: Data) throws -> HTTPReply {
        var request = Data("POST \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n".utf8)
        request.append(body)
        return try send(port, request)
    }

    static func send(_ port: UInt16, _ request: Data) throws -> HTTPReply {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw ServerFailure("socket() failed") }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw ServerFailure("cannot connect to port \(port)") }
        // The server may answer (413) before reading everything; a broken pipe is then expected.
        signal(SIGPIPE, SIG_IGN)
        request.withUnsafeBytes { buffer in
            var sent = 0
            while sent < buffer.count {
                let count = Glibc.send(socket, buffer.baseAddress! + sent, buffer.count - sent, Int32(MSG_NOSIGNAL))
                if count <= 0 { break }
                sent += count
            }
        }
        var response = Data()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(socket, &chunk, chunk.count, 0)
            if count <= 0 { break }
            response.append(contentsOf: chunk[0..<count])
            if let reply = parse(response), reply.complete { return reply.reply }
        }
        guard let reply = parse(response) else { throw ServerFailure("no HTTP response: \(String(decoding: response, as: UTF8.self))") }
        return reply.reply
    }

    private static func parse(_ data: Data) -> (reply: HTTPReply, complete: Bool)? {
        guard let end = data.range(of: Data("\r\n\r\n".utf8)) else { return nil }
        let head = String(decoding: data[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        guard let statusLine = head.first, statusLine.split(separator: " ").count >= 2,
              let status = Int(statusLine.split(separator: " ")[1]) else { return nil }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let body = Data(data[end.upperBound...])
        if let length = headers["content-length"].flatMap(Int.init) {
            return (HTTPReply(status: status, headers: headers, body: body.prefix(length)), body.count >= length)
        }
        return (HTTPReply(status: status, headers: headers, body: body), false)
    }
}
