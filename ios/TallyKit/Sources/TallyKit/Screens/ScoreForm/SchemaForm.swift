// A form built from the core's Form: counts, toggles, choices, a player, and
// per-player counts and toggles, with their limits and defaults. It holds the
// values the player sees and turns them into the command's inputs: every count and
// toggle is sent as shown (a `required` field is always sent explicitly, never left
// to a default). The same form serves features, events, dispatch tiles and edits of
// past entries: a rule added to the core appears here with no code.

import TallyCore

/// A player as a form shows them.
public struct FormPlayer: Equatable, Identifiable, Sendable {
    public let id: String
    public let name: String
    public let rgb: RGB
    /// Their scoring figures on the track (2 with Messages).
    public let figures: Int

    public init(id: String, name: String, rgb: RGB, figures: Int = 1) {
        self.id = id
        self.name = name
        self.rgb = rgb
        self.figures = figures
    }
}

public enum FieldValue: Equatable, Sendable, Codable {
    case count(Int64)
    case toggle(Bool)
    /// An option's key, or none.
    case choice(String?)
    /// A player's id, or nobody.
    case player(String?)
    case perPlayerCount([String: Int64])
    case perPlayerToggle([String: Bool])
}

/// One field of a form with the value the player sees.
public struct FieldState: Equatable, Identifiable, Sendable {
    public var id: String { name }
    /// The input's name in commands.
    public let name: String
    public let label: String
    /// One line of counting help, or empty.
    public let help: String
    /// The reference row id the input feeds.
    public let rule: String
    public let kind: InputKind
    public let min: Int64
    public let max: Int64
    /// The players must give it (the form shows the core's prefill; it is always sent).
    public let required: Bool
    public let options: [FieldOption]
    public fileprivate(set) var value: FieldValue

    public var isPerPlayer: Bool { kind == .perPlayerCount || kind == .perPlayerToggle }

    /// The limits of a count, as a range (a form with max < min gives just min).
    public var range: ClosedRange<Int64> { min...Swift.max(min, max) }

    public var count: Int64 {
        if case .count(let value) = value { return value }
        return 0
    }

    public var isOn: Bool {
        if case .toggle(let value) = value { return value }
        return false
    }

    /// The chosen option's key, or the chosen player's id.
    public var selection: String? {
        switch value {
        case .choice(let key), .player(let key): return key
        default: return nil
        }
    }

    public func count(of player: String) -> Int64 {
        if case .perPlayerCount(let values) = value { return values[player] ?? 0 }
        return 0
    }

    public func isOn(for player: String) -> Bool {
        if case .perPlayerToggle(let values) = value { return values[player] ?? false }
        return false
    }
}

/// One change the player makes to a form.
public enum FormEdit: Equatable, Sendable {
    case count(String, Int64)
    case toggle(String, Bool)
    case choice(String, String?)
    case player(String, String?)
    case playerCount(String, player: String, Int64)
    case playerToggle(String, player: String, Bool)
}

public struct SchemaForm: Equatable, Sendable {
    public private(set) var fields: [FieldState]
    public let players: [FormPlayer]

    /// - Parameters:
    ///   - withoutPlayerInputs: leave the per-player inputs out (a dispatch tile
    ///     scoring a feature "without majority").
    ///   - activePlayer: the input that is the active player's (the core's
    ///     `activePlayerInput`) and who that is: it is filled in.
    public init(
        fields specs: [FormField], players: [FormPlayer], withoutPlayerInputs: Bool = false,
        activePlayer: (input: String, player: String)? = nil
    ) {
        self.players = players
        fields = specs.compactMap { spec in
            let value: FieldValue
            switch spec.kind {
            case .count: value = .count(spec.default)
            case .toggle: value = .toggle(spec.default != 0)
            case .choice: value = .choice(spec.defaultOption)
            case .player: value = .player(activePlayer?.input == spec.name ? activePlayer?.player : nil)
            case .perPlayerCount:
                if withoutPlayerInputs { return nil }
                value = .perPlayerCount(Dictionary(uniqueKeysWithValues: players.map { ($0.id, spec.default) }))
            case .perPlayerToggle:
                if withoutPlayerInputs { return nil }
                value = .perPlayerToggle(Dictionary(uniqueKeysWithValues: players.map { ($0.id, spec.default != 0) }))
            }
            return FieldState(
                name: spec.name, label: spec.label, help: spec.help, rule: spec.rule, kind: spec.kind,
                min: spec.min, max: spec.max, required: spec.required, options: spec.options, value: value)
        }
    }

    /// Inputs entered once for the feature or event.
    public var itemFields: [FieldState] { fields.filter { !$0.isPerPlayer } }
    /// Inputs entered in each player's row.
    public var playerFields: [FieldState] { fields.filter(\.isPerPlayer) }

    public func field(_ name: String) -> FieldState? {
        fields.first { $0.name == name }
    }

    /// Every value by field name (a draft of the form).
    public var values: [String: FieldValue] {
        Dictionary(uniqueKeysWithValues: fields.map { ($0.name, $0.value) })
    }

    /// Applies one edit; counts are kept within the form's limits.
    public mutating func apply(_ edit: FormEdit) {
        switch edit {
        case .count(let name, let value):
            update(name) { field in
                if case .count = field.value { field.value = .count(field.clamped(value)) }
            }
        case .toggle(let name, let value):
            update(name) { field in
                if case .toggle = field.value { field.value = .toggle(value) }
            }
        case .choice(let name, let key):
            update(name) { field in
                if case .choice = field.value, key == nil || field.options.contains(where: { $0.key == key }) {
                    field.value = .choice(key)
                }
            }
        case .player(let name, let id):
            update(name) { [players] field in
                if case .player = field.value, id == nil || players.contains(where: { $0.id == id }) {
                    field.value = .player(id)
                }
            }
        case .playerCount(let name, let player, let value):
            update(name) { field in
                if case .perPlayerCount(var values) = field.value, values[player] != nil {
                    values[player] = field.clamped(value)
                    field.value = .perPlayerCount(values)
                }
            }
        case .playerToggle(let name, let player, let value):
            update(name) { field in
                if case .perPlayerToggle(var values) = field.value, values[player] != nil {
                    values[player] = value
                    field.value = .perPlayerToggle(values)
                }
            }
        }
    }

    /// Sets values saved earlier (a draft); a value of another kind is ignored.
    public mutating func restore(_ values: [String: FieldValue]) {
        for index in fields.indices {
            guard let value = values[fields[index].name] else { continue }
            let field = fields[index]
            switch (field.value, value) {
            case (.count, .count(let count)): fields[index].value = .count(field.clamped(count))
            case (.toggle, .toggle), (.choice, .choice), (.player, .player), (.perPlayerToggle, .perPlayerToggle):
                fields[index].value = value
            case (.perPlayerCount, .perPlayerCount(let counts)):
                fields[index].value = .perPlayerCount(counts.mapValues { field.clamped($0) })
            default: continue
            }
        }
    }

    /// Fills the form from a stored command's inputs (editing a past entry).
    public mutating func fill(inputs: Inputs, players entries: [PlayerInputs]) {
        for (name, input) in inputs {
            guard let field = field(name) else { continue }
            switch (field.kind, input) {
            case (.count, .int(let value)): apply(.count(name, value))
            case (.toggle, .bool(let value)): apply(.toggle(name, value))
            case (.choice, .text(let key)): apply(.choice(name, key))
            case (.player, .text(let id)): apply(.player(name, id))
            default: continue
            }
        }
        for entry in entries {
            for (name, input) in entry.inputs {
                switch input {
                case .int(let value): apply(.playerCount(name, player: entry.id, value))
                case .bool(let value): apply(.playerToggle(name, player: entry.id, value))
                default: continue
                }
            }
        }
    }

    /// The feature's or event's inputs as shown (an unset choice or player is left out).
    public func inputs() -> Inputs {
        var inputs: Inputs = [:]
        for field in itemFields {
            switch field.value {
            case .count(let value): inputs[field.name] = .int(value)
            case .toggle(let value): inputs[field.name] = .bool(value)
            case .choice(let key?), .player(let key?): inputs[field.name] = .text(key)
            default: continue
            }
        }
        return inputs
    }

    /// Each player's row, in turn order (empty without per-player inputs).
    public func playerInputs() -> [PlayerInputs] {
        let perPlayer = playerFields
        guard !perPlayer.isEmpty else { return [] }
        return players.map { player in
            var inputs: Inputs = [:]
            for field in perPlayer {
                inputs[field.name] = field.kind == .perPlayerCount
                    ? .int(field.count(of: player.id)) : .bool(field.isOn(for: player.id))
            }
            return PlayerInputs(id: player.id, inputs: inputs)
        }
    }

    /// Which field (and which player's row) an error's `field` names:
    /// `tiles` -> ("tiles", nil); `players[1].followers` -> ("followers", second player).
    public func locate(errorField: String) -> (name: String, player: String?)? {
        if errorField.hasPrefix("players["), let close = errorField.firstIndex(of: "]") {
            let indexText = errorField[errorField.index(errorField.startIndex, offsetBy: 8)..<close]
            let rest = errorField[errorField.index(after: close)...]
            guard let index = Int(indexText), rest.hasPrefix(".") else { return nil }
            let name = String(rest.dropFirst())
            guard field(name) != nil else { return nil }
            return (name, players.indices.contains(index) ? players[index].id : nil)
        }
        return field(errorField) == nil ? nil : (errorField, nil)
    }

    private mutating func update(_ name: String, _ change: (inout FieldState) -> Void) {
        guard let index = fields.firstIndex(where: { $0.name == name }) else { return }
        change(&fields[index])
    }
}

extension FieldState {
    fileprivate func clamped(_ value: Int64) -> Int64 {
        Swift.min(Swift.max(value, min), max)
    }
}
