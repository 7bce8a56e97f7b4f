// A form from the core's schema, drawn generically: steppers (with a number
// field) for counts, toggles, pickers for choices and players, and a section per
// player for the per-player inputs. A rule added to the core appears here with no
// code. The input an error names is marked.

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
    let field: FormField
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
            Picker(field.label, selection: Binding(
                read: { field.selection ?? "" },
                write: { edit(.choice(field.name, $0)) })
            ) {
                ForEach(field.options, id: \.key) { option in
                    Text(option.label).tag(option.key)
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

/// A count: its label, a number field for large counts, and a stepper.
struct CountRow: View {
    let label: String
    let range: ClosedRange<Int64>
    let value: Int64
    let set: (Int64) -> Void

    @ScaledMetric(relativeTo: .body) private var fieldWidth: CGFloat = 56

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
        HStack {
            Text(label)
                .frame(maxWidth: .infinity, alignment: .leading)
            TextField(label, value: binding, format: .number)
                .keyboardType(.numberPad)
                .multilineTextAlignment(.trailing)
                .monospacedDigit()
                .frame(width: fieldWidth)
                .textFieldStyle(.roundedBorder)
            Stepper(label, value: binding, in: Int(range.lowerBound)...Int(range.upperBound))
                .labelsHidden()
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

/// The core's breakdown: each player's rows (rule id, label, quantity, points).
struct BreakdownSection: View {
    let preview: ScorePreview?

    var body: some View {
        Section("Breakdown") {
            switch preview {
            case nil:
                Text("Fill in the form to see the points.")
                    .foregroundStyle(.secondary)
            case .refused(let message, _)?:
                Label(message, systemImage: "exclamationmark.triangle")
                    .foregroundStyle(.red)
            case .score(let value, let awards)?:
                LabeledContent("Value", value: "\(value)")
                if awards.isEmpty {
                    Text("Nobody scores.")
                        .foregroundStyle(.secondary)
                }
                ForEach(awards) { award in
                    AwardRows(name: award.player.name, rgb: award.player.rgb, points: award.points, rows: award.rows)
                }
            }
        }
    }
}

struct AwardRows: View {
    let name: String
    let rgb: RGB
    let points: Int64
    let rows: [BreakdownRow]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                PlayerLabel(name: name, rgb: rgb)
                    .font(.headline)
                Spacer()
                Text(signed(points))
                    .font(.headline)
                    .monospacedDigit()
            }
            ForEach(rows) { row in
                HStack(alignment: .firstTextBaseline) {
                    VStack(alignment: .leading) {
                        Text(row.label)
                        Text(row.rule)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    Text(verbatim: "\(row.quantity)")
                        .foregroundStyle(.secondary)
                        .monospacedDigit()
                    Text(signed(row.points))
                        .monospacedDigit()
                        .frame(minWidth: 44, alignment: .trailing)
                }
                .font(.subheadline)
                .accessibilityElement(children: .combine)
            }
        }
        .accessibilityElement(children: .contain)
    }
}

/// With Messages: which of a player's figures takes their points.
struct FigureChoiceSection: View {
    let rows: [FigureChoiceRow]
    let choose: (_ player: String, _ figure: UInt32?) -> Void

    var body: some View {
        if !rows.isEmpty {
            Section {
                ForEach(rows) { row in
                    VStack(alignment: .leading) {
                        PlayerLabel(name: row.player.name, rgb: row.player.rgb)
                        Picker(selection: Binding<UInt32?>(read: { row.selected }, write: { choose(row.player.id, $0) })) {
                            Text("Automatic").tag(UInt32?.none)
                            ForEach(Array(row.figures.enumerated()), id: \.offset) { index, points in
                                Text("Figure \(index + 1) (\(Int(points)))").tag(UInt32?.some(UInt32(index)))
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
                Text("Automatic: a figure that would stop on a dark space, else the first.")
            }
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
