// What a dispatch tile asks, as filled in: its count, or its feature's form (scored
// without majority, or a meeple's feature with majority). The core has no draft for
// a dispatch; the fields, their limits and the values shown first are the core's
// (`TileForm`, `featureForm`), and the choice the player makes goes back to the core
// as it was entered, which checks it (`ResolveDispatch`).

import TallyCore

public struct TileFormState: Equatable, Sendable {
    /// The fields, item-level and per-player, in form order.
    public let fields: [FormField]
    public let players: [FormPlayer]
    /// Item-level values by field name (a choice or player left empty is absent).
    public private(set) var values: [String: InputValue]
    /// Per-player values: field name, then player id.
    public private(set) var playerValues: [String: [String: InputValue]]

    /// `withoutPlayerInputs`: a feature scored without majority leaves them out.
    init(fields: [FormField], players: [FormPlayer], withoutPlayerInputs: Bool = false) {
        self.fields = fields.filter { !(withoutPlayerInputs && ($0.kind == .perPlayerCount || $0.kind == .perPlayerToggle)) }
        self.players = players
        var values: [String: InputValue] = [:]
        var playerValues: [String: [String: InputValue]] = [:]
        for field in self.fields {
            switch field.kind {
            case .count: values[field.name] = .int(field.default)
            case .toggle: values[field.name] = .bool(field.default != 0)
            case .choice: if let key = field.defaultOption { values[field.name] = .text(key) }
            case .player: break
            case .perPlayerCount:
                playerValues[field.name] = Dictionary(uniqueKeysWithValues: players.map { ($0.id, .int(field.default)) })
            case .perPlayerToggle:
                playerValues[field.name] = Dictionary(uniqueKeysWithValues: players.map { ($0.id, .bool(field.default != 0)) })
            }
        }
        self.values = values
        self.playerValues = playerValues
    }

    public func field(_ name: String) -> FormField? {
        fields.first { $0.name == name }
    }

    public func value(_ name: String, player: String? = nil) -> InputValue? {
        guard let player else { return values[name] }
        return playerValues[name]?[player]
    }

    /// Sets a value as entered (the core checks it when the tile is resolved).
    mutating func set(_ name: String, player: String?, to value: InputValue) {
        guard field(name) != nil else { return }
        if let player {
            playerValues[name, default: [:]][player] = value
        } else {
            values[name] = value
        }
    }

    /// The choice's inputs.
    var inputs: Inputs { values }

    /// The choice's per-player inputs, in turn order.
    var playerInputs: [PlayerInputs] {
        guard !playerValues.isEmpty else { return [] }
        return players.map { player in
            PlayerInputs(id: player.id, inputs: playerValues.compactMapValues { $0[player.id] })
        }
    }
}
