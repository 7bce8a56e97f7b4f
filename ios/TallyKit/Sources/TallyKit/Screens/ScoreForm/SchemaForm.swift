// A form built from the core's schema (InputSpec): counts, toggles, choices, a
// player, and per-player counts and toggles, with their limits and defaults. It
// holds the values the player entered and turns them into the request's inputs.
// The same form serves features, events, dispatch tiles and edits of past entries:
// a rule added to the core appears here with no code.

import TallyCore

/// A player as a form shows them.
public struct FormPlayer: Equatable, Identifiable, Sendable {
    public let id: String
    public let name: String
    public let rgb: RGB

    public init(id: String, name: String, rgb: RGB) {
        self.id = id
        self.name = name
        self.rgb = rgb
    }

    public init(_ player: PlayerState) {
        self.init(id: player.id, name: player.name, rgb: RGB(hex: player.colourRgb))
    }
}

public enum FieldValue: Equatable, Sendable {
    case count(Int64)
    case toggle(Bool)
    /// An option's key, or none.
    case choice(String?)
    /// A player's id, or nobody.
    case player(String?)
    case perPlayerCount([String: Int64])
    case perPlayerToggle([String: Bool])
}

public struct FormField: Equatable, Identifiable, Sendable {
    public var id: String { name }
    /// The input's name in requests.
    public let name: String
    public let label: String
    /// One line of counting help, or empty.
    public let help: String
    /// The reference row id the input feeds.
    public let rule: String
    public let kind: InputKind
    public let min: Int64
    public let max: Int64
    public let options: [ChoiceOption]
    public fileprivate(set) var value: FieldValue

    public var isPerPlayer: Bool { kind == .perPlayerCount || kind == .perPlayerToggle }

    /// The limits of a count, as a range (a schema with max < min gives just min).
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
    case choice(String, String)
    case player(String, String?)
    case playerCount(String, player: String, Int64)
    case playerToggle(String, player: String, Bool)
}

public struct SchemaForm: Equatable, Sendable {
    public private(set) var fields: [FormField]
    public let players: [FormPlayer]

    /// - Parameter withoutPlayerInputs: leave the per-player inputs out (a dispatch
    ///   tile scoring "as at the end, without majority").
    public init(specs: [InputSpec], players: [FormPlayer], withoutPlayerInputs: Bool = false) {
        self.players = players
        fields = specs.compactMap { spec in
            let value: FieldValue
            switch spec.kind {
            case .count: value = .count(spec.defaultValue)
            case .toggle: value = .toggle(spec.defaultValue != 0)
            case .choice: value = .choice(spec.defaultOption ?? spec.options.first?.key)
            case .player: value = .player(nil)
            case .perPlayerCount:
                if withoutPlayerInputs { return nil }
                value = .perPlayerCount(Dictionary(uniqueKeysWithValues: players.map { ($0.id, spec.defaultValue) }))
            case .perPlayerToggle:
                if withoutPlayerInputs { return nil }
                value = .perPlayerToggle(Dictionary(uniqueKeysWithValues: players.map { ($0.id, spec.defaultValue != 0) }))
            }
            return FormField(
                name: spec.name, label: spec.label, help: spec.help, rule: spec.rule, kind: spec.kind,
                min: spec.min, max: spec.max, options: spec.options, value: value)
        }
    }

    /// Inputs entered once for the feature or event.
    public var itemFields: [FormField] { fields.filter { !$0.isPerPlayer } }
    /// Inputs entered in each player's row.
    public var playerFields: [FormField] { fields.filter(\.isPerPlayer) }

    public func field(_ name: String) -> FormField? {
        fields.first { $0.name == name }
    }

    /// Applies one edit; counts are kept within the schema's limits.
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
                if case .choice = field.value, field.options.contains(where: { $0.key == key }) {
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

    /// Fills the form from a stored command's inputs (editing a past entry).
    public mutating func fill(inputs: [NamedInput], players entries: [PlayerInput]) {
        for input in inputs {
            guard let field = field(input.name) else { continue }
            switch (field.kind, input.value) {
            case (.count, .count(let value)): apply(.count(input.name, value))
            case (.toggle, .toggle(let value)): apply(.toggle(input.name, value))
            case (.choice, .choice(let key)): apply(.choice(input.name, key))
            case (.player, .choice(let id)), (.player, .player(let id)): apply(.player(input.name, id))
            default: continue
            }
        }
        for entry in entries {
            for input in entry.inputs {
                switch input.value {
                case .count(let value): apply(.playerCount(input.name, player: entry.player, value))
                case .toggle(let value): apply(.playerToggle(input.name, player: entry.player, value))
                default: continue
                }
            }
        }
    }

    /// The feature's or event's inputs (an unset choice or player is left out).
    public func inputs() -> [NamedInput] {
        itemFields.compactMap { field in
            switch field.value {
            case .count(let value): return NamedInput(name: field.name, value: .count(value: value))
            case .toggle(let value): return NamedInput(name: field.name, value: .toggle(value: value))
            case .choice(let key?): return NamedInput(name: field.name, value: .choice(key: key))
            case .player(let id?): return NamedInput(name: field.name, value: .player(id: id))
            default: return nil
            }
        }
    }

    /// Each player's row, in turn order (empty without per-player inputs).
    public func playerInputs() -> [PlayerInput] {
        let perPlayer = playerFields
        guard !perPlayer.isEmpty else { return [] }
        return players.map { player in
            PlayerInput(player: player.id, inputs: perPlayer.map { field in
                field.kind == .perPlayerCount
                    ? NamedInput(name: field.name, value: .count(value: field.count(of: player.id)))
                    : NamedInput(name: field.name, value: .toggle(value: field.isOn(for: player.id)))
            })
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

    private mutating func update(_ name: String, _ change: (inout FormField) -> Void) {
        guard let index = fields.firstIndex(where: { $0.name == name }) else { return }
        change(&fields[index])
    }
}

extension FormField {
    fileprivate func clamped(_ value: Int64) -> Int64 {
        Swift.min(Swift.max(value, min), max)
    }
}
