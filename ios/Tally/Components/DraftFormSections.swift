// One item of the core's scoring draft, drawn generically: counts typed in a number
// field or stepped, toggles, pickers for choices and players, and a section per
// player for the per-player inputs. A rule added to the core appears here with no
// code. What the core filled in is shown as it is (the active player's follower);
// a count the players must give is empty and says what to count; the core's own
// input (the active player's) is shown, not changeable; the field a refusal names
// is marked. Each change is one action of the draft.

import SwiftUI
import TallyCore
import TallyKit

struct DraftFormSections: View {
    let item: DraftItemState
    /// The field the core's refusal is about.
    var refusalField: String?
    let send: (ScoreFormViewAction) -> Void

    var body: some View {
        if item.steps.count > 1 {
            Section {
                Picker(tx("app-step"), selection: Binding<Step?>(
                    read: { item.step?.step },
                    write: { if let step = $0 { send(.chooseStep(item: item.id, step)) } })
                ) {
                    ForEach(item.steps, id: \.step) { step in
                        Text(tx("app-step-named", ["code": .text(step.code), "name": .text(step.name)]))
                            .tag(Step?.some(step.step))
                    }
                }
            }
        }
        if !item.itemFields.isEmpty {
            Section {
                ForEach(item.itemFields) { field in
                    DraftFieldRow(item: item.id, field: field, player: nil, isMarked: refusalField == field.name,
                                  send: send)
                }
            }
        }
        if let players = item.playerFields.first?.players {
            ForEach(players) { row in
                Section {
                    ForEach(item.playerFields) { field in
                        DraftFieldRow(item: item.id, field: field, player: row.player,
                                      isMarked: refusalField == "\(row.player.id).\(field.name)", send: send)
                    }
                } header: {
                    PlayerLabel(name: row.player.name, rgb: row.player.rgb)
                        .accessibilityAddTraits(.isHeader)
                }
            }
        }
    }
}

/// One field of a draft: a count, a toggle, a choice or a player (also a dispatch
/// tile's count).
struct DraftFieldRow: View {
    let item: Int
    let field: DraftFieldState
    /// The player's row of a per-player input.
    let player: FormPlayer?
    let isMarked: Bool
    let send: (ScoreFormViewAction) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            control
            if !field.help.isEmpty {
                Text(field.help)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            if field.missing && player == nil {
                Text(field.ask.isEmpty ? tx("app-count-on-the-board") : field.ask)
                    .font(.callout.weight(.medium))
                    .foregroundStyle(.orange)
            }
        }
        .listRowBackground(isMarked ? Color.red.opacity(0.12) : nil)
        .accessibilityHint(isMarked ? Text(tx("app-refusal-here")) : Text(verbatim: ""))
    }

    @ViewBuilder private var control: some View {
        switch field.kind {
        case .count:
            CountRow(label: field.label, value: field.count,
                     set: { send(.setCount(item: item, field: field.name, $0)) },
                     step: { send(.adjust(item: item, field: field.name, by: $0)) })
        case .toggle:
            Toggle(field.label, isOn: Binding(
                read: { field.isOn }, write: { send(.setToggle(item: item, field: field.name, $0)) }))
        case .choice, .player:
            if field.locked {
                LabeledContent(field.label) {
                    Text(field.options.first { $0.key == field.selection }?.label ?? "")
                }
                .accessibilityHint(Text(tx("app-filled-in-by-tally")))
            } else {
                Picker(field.label, selection: Binding<String?>(
                    read: { field.selection },
                    write: { choice in
                        if let choice {
                            send(.choose(item: item, field: field.name, choice))
                        } else {
                            send(.clear(item: item, field: field.name))
                        }
                    })
                ) {
                    Text(field.kind == .player ? tx("app-nobody") : tx("app-not-chosen")).tag(String?.none)
                    ForEach(field.options, id: \.key) { option in
                        Text(option.label).tag(String?.some(option.key))
                    }
                }
            }
        case .perPlayerCount:
            if let player {
                CountRow(label: field.label, value: field.value(of: player.id),
                         set: { send(.setCount(item: item, field: field.name, player: player.id, $0)) },
                         step: { send(.adjust(item: item, field: field.name, player: player.id, by: $0)) },
                         spoken: tx("app-field-of-player", ["field": .text(field.label), "player": .text(player.name)]))
            }
        case .perPlayerToggle:
            if let player {
                Toggle(field.label, isOn: Binding(
                    read: { (field.value(of: player.id) ?? 0) != 0 },
                    write: { send(.setToggle(item: item, field: field.name, player: player.id, $0)) }))
                .accessibilityLabel(Text(tx("app-field-of-player", ["field": .text(field.label), "player": .text(player.name)])))
            }
        }
    }
}

/// A count: its label, a number field (typed in one go) and a stepper (steps of one
/// from the value shown). An empty field is a count still to give. At the
/// accessibility text sizes the label goes above the controls, so nothing is cut.
struct CountRow: View {
    let label: String
    /// Nil: still empty.
    let value: Int64?
    let set: (Int64) -> Void
    let step: (Int64) -> Void
    /// What a screen reader says for it, when the label alone does not say whose it is.
    var spoken: String?

    @ScaledMetric(relativeTo: .body) private var fieldWidth: CGFloat = 64
    @Environment(\.dynamicTypeSize) private var typeSize

    private var typed: Binding<Int?> {
        Binding(read: { value.map(Int.init) }, write: { if let number = $0 { set(Int64(number)) } })
    }

    var body: some View {
        let layout = typeSize.isAccessibilitySize
            ? AnyLayout(VStackLayout(alignment: .leading, spacing: 6)) : AnyLayout(HStackLayout())
        layout {
            Text(label)
                .frame(maxWidth: .infinity, alignment: .leading)
            HStack {
                TextField(label, value: typed, format: .number)
                    .keyboardType(.numberPad)
                    .multilineTextAlignment(.trailing)
                    .monospacedDigit()
                    .font(.title3)
                    .frame(minWidth: fieldWidth)
                    .fixedSize()
                    .textFieldStyle(.roundedBorder)
                Stepper(label, onIncrement: { step(1) }, onDecrement: { step(-1) })
                    .labelsHidden()
            }
        }
        .accessibilityElement(children: .combine)
        .accessibilityLabel(Text(spoken ?? label))
        .accessibilityValue(Text(value.map { "\($0)" } ?? tx("app-empty")))
        .accessibilityAction(named: tx("app-increase", ["label": .text(label)])) { step(1) }
        .accessibilityAction(named: tx("app-decrease", ["label": .text(label)])) { step(-1) }
        .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment: step(1)
            case .decrement: step(-1)
            @unknown default: break
            }
        }
    }
}
