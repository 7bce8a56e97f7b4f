// The live table hosted from TallyKit on a database file: started on 127.0.0.1 with a
// viewer link and its QR code, a scorer link added; a phone opening the scorer link
// (a socket from 127.0.0.3 asking for its events) is counted and the link said in
// use; the link revoked, hosting stopped.

import Foundation
import TallyCore
import XCTest

@testable import TallyKit

#if canImport(Glibc)
import Glibc
#endif

/// A phone opening `url`'s events from the loopback address `phone`; the socket and
/// the status line it got.
private func follow(from phone: String, url: String) throws -> (Int32, String) {
    let rest = url.dropFirst("http://".count)
    let host = String(rest.prefix(while: { $0 != "/" }))
    let path = "/" + rest.drop(while: { $0 != "/" }).dropFirst() + "events"
    let port = UInt16(host.split(separator: ":").last!)!
    #if canImport(Glibc)
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
    let socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
    #endif
    func address(_ ip: String, _ port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        inet_pton(AF_INET, ip, &address.sin_addr)
        return address
    }
    var local = address(phone, 0)
    var remote = address("127.0.0.1", port)
    let size = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafePointer(to: &local) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, size) } }
    XCTAssertEqual(bound, 0, "bound to \(phone)")
    let connected = withUnsafePointer(to: &remote) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, size) } }
    XCTAssertEqual(connected, 0, "connected to \(host)")
    let request = "GET \(path) HTTP/1.1\r\nHost: \(host)\r\n\r\n"
    _ = request.withCString { send(socket, $0, strlen($0), 0) }
    let wanted = 15
    var buffer = [UInt8](repeating: 0, count: wanted)
    var read = 0
    while read < wanted {
        let got = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress! + read, wanted - read, 0) }
        if got <= 0 { break }
        read += got
    }
    return (socket, String(decoding: buffer[..<read], as: UTF8.self))
}

@MainActor
final class LiveTableTests: XCTestCase, @unchecked Sendable {
    func testHostingTheTable_givesLinksWithQrCodes_countsWhoFollows_untilStopped() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tally-live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let table = try await Table.make(path: dir.appendingPathComponent("tally.db").path)
        let seats = [
            GameSeat(rosterId: nil, name: "Ann", colour: .red), GameSeat(rosterId: nil, name: "Ben", colour: .blue),
        ]
        let game = try await table.service.newGame(seats: seats, edition: .c3, expansions: [], variants: [:]).get()
        let model = LiveTableModel(service: table.service, gameId: game.gameId)
        XCTAssertEqual(model.viewState.words["start"], "Host the live table")

        await model.send(viewAction: .start(address: "127.0.0.1:0")).value
        let address = try XCTUnwrap(model.viewState.address)
        XCTAssertTrue(address.hasPrefix("127.0.0.1:"))
        XCTAssertEqual(model.viewState.links.map(\.link.role), [.viewer])
        let viewer = model.viewState.links[0]
        XCTAssertTrue(viewer.urls[0].hasPrefix("http://\(address)/t/"))
        XCTAssertEqual(Int(viewer.qrSize * viewer.qrSize), viewer.qrDark.count)
        XCTAssertEqual(model.viewState.following?.said, "No phone follows the table yet.")

        await model.send(viewAction: .addScorer(label: "Ben's phone")).value
        XCTAssertEqual(model.viewState.links.map(\.link.role), [.viewer, .scorer])
        let scorer = model.viewState.links[1]
        let (phone, status) = try follow(from: "127.0.0.3", url: scorer.urls[0])
        XCTAssertEqual(status, "HTTP/1.1 200 OK")
        await model.send(viewAction: .refreshFollowing).value
        XCTAssertEqual(model.viewState.following?.said, "1 phone follows the table.")
        XCTAssertEqual(model.viewState.inUse(scorer), "open on 1 phone")
        XCTAssertNil(model.viewState.inUse(viewer), "nobody has the viewer link open")
        close(phone)

        await model.send(viewAction: .revoke(linkId: scorer.link.id)).value
        XCTAssertEqual(model.viewState.links.count, 1)

        await model.send(viewAction: .stop).value
        XCTAssertNil(model.viewState.address)
        XCTAssertNil(model.viewState.following)
        XCTAssertTrue(table.calls.names.contains("hostTable"))
    }
}
