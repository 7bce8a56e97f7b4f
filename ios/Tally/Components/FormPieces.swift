// The pieces every form shares: the core's breakdown (each award with its rows:
// label, quantity, points, and the rule id as the row's detail, never a heading),
// the figure choice with Messages, what a change of a past entry would change, the
// core's refusals as alerts, and the announcements (a toast VoiceOver reads out).

import SwiftUI
import TallyCore
import TallyKit

/// The awards a scoring would give, as the core previews them.
struct AwardsSection: View {
    /// Nil while the core cannot score it yet.
    let awards: [AwardPreview]?
    /// Why not, in the core's words.
    var whyNot: String?

    var body: some View {
        Section {
            if let awards {
                if awards.isEmpty {
                    Text(tx("app-breakdown-nobody"))
                        .foregroundStyle(.secondary)
                }
                ForEach(awards) { award in
                    AwardRows(name: award.player.name, rgb: award.player.rgb, points: award.points,
                              figure: award.player.figures > 1 ? award.figure : nil, rows: award.rows)
                }
            } else if let whyNot {
                Label(whyNot, systemImage: "exclamationmark.triangle")
                    .foregroundStyle(.orange)
            } else {
                Text(tx("app-fill-in-to-see-points"))
                    .foregroundStyle(.secondary)
            }
        } header: {
            Text(tx("app-breakdown"))
        }
    }
}

/// A dispatch's or a steal's preview: its awards, or the core's refusal.
struct BreakdownSection: View {
    let preview: ScorePreview?

    var body: some View {
        switch preview {
        case .refused(let message, _, _)?:
            AwardsSection(awards: nil, whyNot: message)
        case .score(let awards)?:
            AwardsSection(awards: awards)
        case nil:
            AwardsSection(awards: nil)
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
                    Text(tx("app-figure-number", ["figure": .count(figure + 1)]))
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
                    HStack(alignment: .firstTextBaseline) {
                        rowText(row)
                        Spacer()
                        rowNumbers(row)
                    }
                    VStack(alignment: .leading) {
                        rowText(row)
                        rowNumbers(row)
                    }
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
            // The rule's id is the breakdown's detail: where the argument ends.
            Text(verbatim: row.rule)
                .font(.caption2)
                .foregroundStyle(.tertiary)
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

/// With Messages: which of a player's scoring figures takes their points, with
/// where each stands and where it would stop (a dark space marked). The figure
/// the core would move is shown until the player picks one.
struct FigureChoiceSection: View {
    let rows: [FigureChoiceRow]
    let choose: (FigureChoiceRow, UInt32) -> Void

    var body: some View {
        if !rows.isEmpty {
            Section {
                ForEach(rows) { row in
                    VStack(alignment: .leading, spacing: 8) {
                        PlayerLabel(name: row.player.name, rgb: row.player.rgb)
                        Picker(selection: Binding<UInt32>(read: { row.figure }, write: { choose(row, $0) })) {
                            ForEach(row.options) { option in
                                Text(optionText(option)).tag(option.figure)
                            }
                        } label: {
                            Text(tx("app-scoring-figure-of", ["player": .text(row.player.name)]))
                        }
                        .pickerStyle(.segmented)
                    }
                }
            } header: {
                Text(tx("app-which-figure-moves"))
            } footer: {
                Text(tx("app-which-figure-moves-footer"))
            }
        }
    }

    private func optionText(_ option: FigureChoiceOption) -> String {
        let figure = TextArgument.count(option.figure + 1)
        guard let landsOn = option.landsOn else {
            return tx("app-figure-on-space", ["figure": figure, "space": .count(option.space)])
        }
        return tx(option.landsOnDark ? "app-figure-to-dark-space" : "app-figure-to-space",
                  ["figure": figure, "from": .count(option.space), "space": .count(landsOn)])
    }
}

/// What changing a past entry would change, as the core previews it: every
/// player's score now and after, each entry that changes as it would read ("#3
/// becomes: …"), and the entries that go.
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
                .accessibilityLabel(Text(tx("app-change-player", [
                    "player": .text(player.player.name), "before": .number(player.before), "after": .number(player.after),
                ])))
            }
            ForEach(change.changed) { entry in
                Text(tx("app-entry-changes", ["seq": .number(Int64(entry.seq)), "summary": .text(entry.summary)]))
                    .font(.footnote)
            }
            if !change.removed.isEmpty {
                Text(tx("app-entries-that-go", ["entries": .text(change.removed.map { "#\($0)" }.joined(separator: ", "))]))
                    .font(.footnote)
            }
        } header: {
            Text(tx("app-what-this-changes"))
        }
    }
}

/// Shows a TallyKit alert (the core's message) and reports its dismissal.
struct AlertModifier: ViewModifier {
    let alert: AlertState?
    let dismiss: () -> Void

    func body(content: Content) -> some View {
        content.alert(
            tx("app-nothing-changed"),
            isPresented: Binding(read: { alert != nil }, write: { if !$0 { dismiss() } }),
            presenting: alert
        ) { _ in
            Button(tx("app-ok"), role: .cancel, action: { dismiss() })
        } message: { alert in
            Text(alert.message)
        }
    }
}

/// Shows what the players should hear for a few seconds at the top of the screen,
/// and has VoiceOver read it out, once per announcement.
struct AnnouncementModifier: ViewModifier {
    let announcement: AnnouncementState?
    @State private var shown: AnnouncementState?

    func body(content: Content) -> some View {
        content
            .overlay(alignment: .top) {
                if let shown {
                    Text(shown.text)
                        .font(.headline)
                        .multilineTextAlignment(.center)
                        .padding(.horizontal, 16)
                        .padding(.vertical, 10)
                        .background(Capsule().fill(Palette.tonal))
                        .foregroundStyle(Palette.onTonal)
                        .padding(.top, 8)
                        .transition(.move(edge: .top).combined(with: .opacity))
                        .accessibilityAddTraits(.isStaticText)
                }
            }
            .onChange(of: announcement) { _, next in
                guard let next else { return }
                withAnimation { shown = next }
                AccessibilityNotification.Announcement(next.text).post()
                Task {
                    try? await Task.sleep(for: .seconds(4))
                    if shown == next { withAnimation { shown = nil } }
                }
            }
    }
}

extension View {
    func tallyAlert(_ alert: AlertState?, dismiss: @escaping () -> Void) -> some View {
        modifier(AlertModifier(alert: alert, dismiss: dismiss))
    }

    func announcing(_ announcement: AnnouncementState?) -> some View {
        modifier(AnnouncementModifier(announcement: announcement))
    }
}
