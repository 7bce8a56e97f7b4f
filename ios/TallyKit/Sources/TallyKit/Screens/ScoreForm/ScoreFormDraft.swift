// A score form as the player left it, so that it can be restored after the app was
// killed: which game, which items with which values, the figures chosen, the entry
// being edited. It is JSON (the app keeps it in @SceneStorage) and holds keys and
// values only: the forms are read from the core again when it is restored.

import Foundation

public struct ScoreFormDraft: Codable, Equatable, Sendable {
    public struct Item: Codable, Equatable, Sendable {
        public var subject: ScoreSubject
        /// The step's code (`3B`) for an event of several steps.
        public var step: String?
        public var values: [String: FieldValue]
        /// Figures chosen for this item's points.
        public var figures: [String: UInt32]
    }

    public var gameId: Int64
    public var editing: UInt64?
    public var items: [Item]
    /// Figures chosen for the round's other points (robbers' steals).
    public var figures: [String: UInt32]
    public var nobodyScores: Bool

    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// A draft read back; nil for anything else (an empty or older text).
    public init?(json: String) {
        guard let draft = try? JSONDecoder().decode(ScoreFormDraft.self, from: Data(json.utf8)) else { return nil }
        self = draft
    }

    init(gameId: Int64, editing: UInt64?, items: [Item], figures: [String: UInt32], nobodyScores: Bool) {
        self.gameId = gameId
        self.editing = editing
        self.items = items
        self.figures = figures
        self.nobodyScores = nobodyScores
    }
}
