// A form from the core's Form, drawn generically: steppers (with a number field)
// for counts, toggles, pickers for choices and players, and a section per player
// for the per-player inputs. A rule added to the core appears here with no code.
// Fields the players must count are marked; the input a refusal names is marked.
// Also the pieces every form shares: the core's breakdown, the figure choice with
// Messages, and what a change of a past entry would change.

import SwiftUI
import TallyCore
import TallyKit

struct SchemaFormSections: View {
    let form: SchemaForm
    /// The `field` of the core's last refusal (`tiles`, `players[1].followers`).
    var errorField: String?
    let edit: (FormEdit) -> Void

    var body: some View {
        let marked = errorField.flatMap(form.locate(errorField:))
        if !form.itemFields.isEmpty {
            Section {
                ForEach(form.itemFields) { field in
                    FieldRow(field: field, players: form.players, player: nil,
                             isMarked: marked?.name == field.name && marked?.player == nil, edit: edit)
                }
            }
        }
        ForEach(form.playerFields.isEmpty ? [] : form.players) { player in
            Section {
                ForEach(form.playerFields) { field in
                    FieldRow(field: field, players: form.players, player: player,
                             isMarked: marked?.name == field.name && marked?.player == player.id, edit: edit)
                }
            } header: {
                PlayerLabel(name: player.name, rgb: player.rgb)
                    .accessibilityAddTraits(.isHeader)
            }
        }
    }
}

private struct FieldRow: View {
    let field: FieldState
    let players: [FormPlayer]
    /// The player's row of a per-player input.
    let player: FormPlayer?
    let isMarked: Bool
    let edit: (FormEdit) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            control
            if !field.help.isEmpty {
                Text(field.help)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            if field.required && player == nil {
                Text("Count this on the board.")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .listRowBackground(isMarked ? Color.red.opacity(0.12) : nil)
        .accessibilityHint(isMarked ? Text("The last refusal was about this input.") : Text(verbatim: ""))
    }

    @ViewBuilder private var control: some View {
        switch field.kind {
        case .count:
            CountRow(label: field.label, range: field.range, value: field.count) { edit(.count(field.name, $0)) }
        case .toggle:
            Toggle(field.label, isOn: Binding(read: { field.isOn }, write: { edit(.toggle(field.name, $0)) }))
        case .choice:
            Picker(field.label, selection: Binding<String?>(
                read: { field.selection },
                write: { edit(.choice(field.name, $0)) })
            ) {
                Text("Not chosen").tag(String?.none)
                ForEach(field.options, id: \.key) { option in
                    Text(option.label).tag(String?.some(option.key))
                }
            }
        case .player:
            Picker(field.label, selection: Binding<String?>(
                read: { field.selection },
                write: { edit(.player(field.name, $0)) })
            ) {
                Text("Nobody").tag(String?.none)
                ForEach(players) { player in
                    Text(player.name).tag(String?.some(player.id))
                }
            }
        case .perPlayerCount:
            if let player {
                CountRow(label: field.label, range: field.range, value: field.count(of: player.id)) {
                    edit(.playerCount(field.name, player: player.id, $0))
                }
            }
        case .perPlayerToggle:
            if let player {
                Toggle(field.label, isOn: Binding(
                    read: { field.isOn(for: player.id) },
                    write: { edit(.playerToggle(field.name, player: player.id, $0)) }))
            }
        }
    }
}

/// A count: its label, a number field for large counts, and a stepper. At the
/// accessibility text sizes the label goes above the controls, so nothing is cut.
struct CountRow: View {
    let label: String
    let range: ClosedRange<Int64>
    let value: Int64
    let set: (Int64) -> Void

    @ScaledMetric(relativeTo: .body) private var fieldWidth: CGFloat = 56
    @Environment(\.dynamicTypeSize) private var typeSize

    init(label: String, range: ClosedRange<Int64>, value: Int64, set: @escaping (Int64) -> Void) {
        self.label = label
        self.range = range
        self.value = value
        self.set = set
    }

    private var binding: Binding<Int> {
        Binding(read: { Int(value) }, write: { set(Int64($0)) })
    }

    var body: some View {
        let layout = typeSize.isAccessibilitySize
            ? AnyLayout(VStackLayout(alignment: .leading, spacing: 6)) : AnyLayout(HStackLayout())
        layout {
            Text(label)
                .frame(maxWidth: .infinity, alignment: .leading)
            HStack {
                TextField(label, value: binding, format: .number)
                    .keyboardType(.numberPad)
                    .multilineTextAlignment(.trailing)
                    .monospacedDigit()
                    .frame(minWidth: fieldWidth)
                    .fixedSize()
                    .textFieldStyle(.roundedBorder)
                Stepper(label, value: binding, in: Int(range.lowerBound)...Int(range.upperBound))
                    .labelsHidden()
            }
        }
        .accessibilityElement(children: .combine)
        .accessibilityLabel(Text(label))
        .accessibilityValue(Text(verbatim: "\(value)"))
        .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment: set(min(value + 1, range.upperBound))
            case .decrement: set(max(value - 1, range.lowerBound))
            @unknown default: break
            }
        }
    }
}

/// The core's breakdown: each award with its rows (rule id, label, quantity,
/// points) and the figure it moves.
struct BreakdownSection: View {
    let preview: ScorePreview?

    var body: some View {
        Section {
            switch preview {
            case nil:
                Text("Fill in the form to see the points.")
                    .foregroundStyle(.secondary)
            case .refused(let message, _, _)?:
                Label(message, systemImage: "exclamationmark.triangle")
                    .foregroundStyle(.red)
            case .score(let awards)?:
                if awards.isEmpty {
                    Text("Nobody scores.")
                        .foregroundStyle(.secondary)
                }
                ForEach(awards) { award in
                    AwardRows(name: award.player.name, rgb: award.player.rgb, points: award.points,
                              figure: award.player.figures > 1 ? award.figure : nil, rows: award.rows)
                }
            }
        } header: {
            Text("Breakdown")
        }
    }
}

struct AwardRows: View {
    let name: String
    let rgb: RGB
    let points: Int64
    /// The figure that moves, shown when the player has two.
    var figure: UInt32?
    let rows: [BreakdownRow]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(alignment: .firstTextBaseline) {
                PlayerLabel(name: name, rgb: rgb)
                    .font(.headline)
                if let figure {
                    Text("figure \(Int(figure) + 1)")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Text(signed(points))
                    .font(.headline)
                    .monospacedDigit()
                    .fixedSize()
            }
            ForEach(rows) { row in
                ViewThatFits(in: .horizontal) {
                    HStack(alignment: .firstTextBaseline) { rowText(row); Spacer(); rowNumbers(row) }
                    VStack(alignment: .leading) { rowText(row); rowNumbers(row) }
                }
                .font(.subheadline)
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(Text(verbatim: "\(row.label), \(row.quantity): \(signed(row.points))"))
            }
        }
        .accessibilityElement(children: .contain)
    }

    private func rowText(_ row: BreakdownRow) -> some View {
        VStack(alignment: .leading) {
            Text(row.label)
            Text(verbatim: row.rule)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }

    private func rowNumbers(_ row: BreakdownRow) -> some View {
        HStack {
            Text(verbatim: "\(row.quantity)")
                .foregroundStyle(.secondary)
                .monospacedDigit()
            Text(signed(row.points))
                .monospacedDigit()
                .frame(minWidth: 44, alignment: .trailing)
        }
        .fixedSize()
    }
}

/// With Messages: which of a player's figures takes their points, one row per
/// item of the round (and one for the round's other points, such as a steal). The
/// figure the core's preview moves is shown until the player picks one.
struct FigureChoiceSection: View {
    let rows: [FigureChoiceRow]
    /// The names of the round's items, by position.
    var itemNames: [String] = []
    let choose: (FigureChoiceRow, UInt32) -> Void

    var body: some View {
        if !rows.isEmpty {
            Section {
                ForEach(rows) { row in
                    VStack(alignment: .leading) {
                        HStack {
                            PlayerLabel(name: row.player.name, rgb: row.player.rgb)
                            if let item = row.item, itemNames.count > 1, itemNames.indices.contains(item) {
                                Text(itemNames[item])
                                    .foregroundStyle(.secondary)
                            } else if row.item == nil && !itemNames.isEmpty {
                                Text("other points of this round")
                                    .foregroundStyle(.secondary)
                            }
                        }
                        Picker(selection: Binding<UInt32?>(
                            read: { row.shown },
                            write: { if let figure = $0 { choose(row, figure) } })
                        ) {
                            ForEach(Array(row.figures.enumerated()), id: \.offset) { index, points in
                                Text("Figure \(Int(index + 1)) (\(Int(points)))").tag(UInt32?.some(UInt32(index)))
                            }
                        } label: {
                            Text("Figure of \(row.player.name)")
                        }
                        .pickerStyle(.segmented)
                    }
                }
            } header: {
                Text("Which figure moves")
            } footer: {
                Text("The figure Tally would move is chosen until you pick one.")
            }
        }
    }
}

/// What changing a past entry would change, as the core previews it.
struct ChangeSection: View {
    let change: ChangeSummary

    var body: some View {
        Section {
            ForEach(change.players) { player in
                HStack {
                    PlayerLabel(name: player.player.name, rgb: player.player.rgb)
                    Spacer()
                    Text(verbatim: "\(player.before) → \(player.after)")
                        .monospacedDigit()
                        .fixedSize()
                    if player.difference != 0 {
                        Text(signed(player.difference))
                            .monospacedDigit()
                            .foregroundStyle(player.difference > 0 ? Color.green : Color.red)
                            .fixedSize()
                    }
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(Text("\(player.player.name): now \(Int(player.before)), after \(Int(player.after))"))
            }
            if !change.changed.isEmpty {
                Text("Entries that change: \(change.changed.map { "#\($0.seq)" }.joined(separator: ", "))")
                    .font(.footnote)
            }
            if !change.removed.isEmpty {
                Text("Entries that go: \(change.removed.map { "#\($0)" }.joined(separator: ", "))")
                    .font(.footnote)
            }
        } header: {
            Text("What this changes")
        }
    }
}

/// Shows a TallyKit alert (the core's message) and reports its dismissal.
struct AlertModifier: ViewModifier {
    let alert: AlertState?
    let dismiss: () -> Void

    func body(content: Content) -> some View {
        content.alert(
            Text("Nothing changed"),
            isPresented: Binding(read: { alert != nil }, write: { if !$0 { dismiss() } }),
            presenting: alert
        ) { _ in
            Button("OK", role: .cancel, action: dismiss)
        } message: { alert in
            Text(alert.message)
        }
    }
}

extension View {
    func tallyAlert(_ alert: AlertState?, dismiss: @escaping () -> Void) -> some View {
        modifier(AlertModifier(alert: alert, dismiss: dismiss))
    }
}
