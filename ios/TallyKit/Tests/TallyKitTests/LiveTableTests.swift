// The live table hosted from TallyKit on a database file: started on 127.0.0.1 with a
// viewer link and its QR code, a scorer link added and revoked, then stopped.

import Foundation
import TallyCore
import XCTest

@testable import TallyKit

@MainActor
final class LiveTableTests: XCTestCase, @unchecked Sendable {
    func testHostingTheTable_givesLinksWithQrCodes_untilStopped() async throws {
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

        await model.send(viewAction: .addScorer(label: "Ben's phone")).value
        XCTAssertEqual(model.viewState.links.map(\.link.role), [.viewer, .scorer])
        await model.send(viewAction: .revoke(linkId: model.viewState.links[1].link.id)).value
        XCTAssertEqual(model.viewState.links.count, 1)

        await model.send(viewAction: .stop).value
        XCTAssertNil(model.viewState.address)
        XCTAssertTrue(table.calls.names.contains("hostTable"))
    }
}
