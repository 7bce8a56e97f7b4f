// The scoreboard: totals, both scoring figures of each player on the drawn track
// (every space numbered, the core's dark spaces marked, the 50/100 tiles), robbers,
// the active player and step, large buttons for the features and events the core
// offers now, the actions it allows (each disabled one says why), and undo/redo
// labelled and always in reach. Two layouts of one state: the list, and the table
// mode for a phone lying in the middle of the table (the track around the scores,
// 48 pt and more, the active player's colour as the highlight; in landscape the
// buttons beside it). Forms and the game's questions (dispatch, robber) open as
// sheets; a score form or a dispatch being filled in (or a past dispatch being
// edited) is kept in scene storage and reopens after the app was killed. The screen
// stays on while the game is open (a setting), what an undo, a redo or a lap did is
// announced, and coming back to the foreground asks the core whether another writer
// moved the game on.

import SwiftUI
import TallyCore
import TallyKit
import UIKit

struct ScoreboardScreen: View {
    let model: ScoreboardModel
    @SceneStorage("scoreForm.saved") private var savedForm = ""
    @SceneStorage("dispatch.saved") private var savedDispatch = ""
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        let state = model.viewState
        ScoreboardView(state: state, send: { model.send(viewAction: $0) })
            .sheet(item: Binding(
                read: { state.sheet },
                write: { if $0 == nil { close() } })
            ) { sheet in
                NavigationStack {
                    sheetContent(sheet, state: state)
                }
                .interactiveDismissDisabled(sheet.isPrompt)
            }
            .onAppear {
                if let saved = SavedScoreForm(json: savedForm), saved.gameId == state.gameId, state.sheet == nil {
                    model.send(viewAction: .restoreDraft(saved))
                } else if let saved = SavedScoreForm(json: savedDispatch), saved.gameId == state.gameId,
                          state.sheet == nil
                {
                    // Nothing pending: a kept dispatch can only be an edit of a past one
                    // (its model closes the sheet if the draft is not).
                    model.send(viewAction: .restoreDispatchEdit(saved))
                }
                UIApplication.shared.isIdleTimerDisabled = state.keepsScreenAwake
            }
            .onChange(of: state.keepsScreenAwake) { _, awake in
                UIApplication.shared.isIdleTimerDisabled = awake
            }
            .onDisappear {
                UIApplication.shared.isIdleTimerDisabled = false
            }
            .onChange(of: scenePhase) { _, phase in
                if phase == .active { model.send(viewAction: .refresh) }
            }
    }

    private func close() {
        savedForm = ""
        savedDispatch = ""
        model.send(viewAction: .dismissSheet)
    }

    private func keep(_ saved: SavedScoreForm) {
        savedForm = saved.json
    }

    private func keepDispatch(_ saved: SavedScoreForm) {
        savedDispatch = saved.json
    }

    @ViewBuilder
    private func sheetContent(_ sheet: ScoreboardSheet, state: ScoreboardViewState) -> some View {
        switch sheet {
        case .score(let button):
            ModelHost { model.scoreFormModel(button) } content: { ScoreFormScreen(model: $0, close: close, keep: keep) }
        case .restoredScore(let saved):
            ModelHost { model.scoreFormModel(restoring: saved) } content: {
                ScoreFormScreen(model: $0, close: close, keep: keep)
            }
        case .editEntry(let seq):
            ModelHost { model.editFormModel(seq) } content: { ScoreFormScreen(model: $0, close: close, keep: keep) }
        case .editCorrection(let seq):
            ModelHost { model.correctionModel(editing: seq) } content: { CorrectionScreen(model: $0, close: close) }
        case .editDispatch(let seq):
            ModelHost { model.dispatchEditModel(seq) } content: {
                DispatchScreen(model: $0, close: close, keep: keepDispatch)
            }
        case .restoredDispatchEdit(let saved):
            ModelHost { model.dispatchEditModel(restoring: saved) } content: {
                DispatchScreen(model: $0, close: close, keep: keepDispatch)
            }
        case .deleteEntry(let seq):
            ModelHost { model.deleteEntryModel(seq) } content: { EntryDeletionScreen(model: $0, close: close) }
        case .correction:
            ModelHost { model.correctionModel() } content: { CorrectionScreen(model: $0, close: close) }
        case .robberPlacement:
            ModelHost { model.robberPlacementModel() } content: { RobberPlacementScreen(model: $0, close: close) }
        case .prompt(.dispatch):
            ModelHost { model.dispatchModel(restoring: SavedScoreForm(json: savedDispatch)) } content: {
                DispatchScreen(model: $0, close: close, keep: keepDispatch)
            }
        case .prompt(.robberChoice):
            ModelHost { model.robberChoiceModel() } content: { RobberChoiceScreen(model: $0) }
        case .log:
            LogView(state: state, send: { model.send(viewAction: $0) }, close: close)
        }
    }
}

extension ScoreboardSheet {
    /// The game waits on it: it cannot be swiped away.
    var isPrompt: Bool {
        if case .prompt = self { return true }
        return false
    }
}

struct ScoreboardView: View {
    let state: ScoreboardViewState
    let send: (ScoreboardViewAction) -> Void

    @Environment(\.horizontalSizeClass) private var sizeClass
    @State private var confirmingEnd = false

    var body: some View {
        SwiftUI.Group {
            if state.tableMode {
                TableModeView(state: state, send: send, confirmEnd: { confirmingEnd = true })
            } else if sizeClass == .regular {
                HStack(alignment: .top, spacing: 20) {
                    ScrollView {
                        VStack(spacing: 16) {
                            track
                            players
                        }
                    }
                    .frame(maxWidth: 520)
                    ScrollView { controls }
                }
                .padding()
            } else {
                ScrollView {
                    VStack(spacing: 16) {
                        track
                        players
                        controls
                    }
                    .padding()
                }
            }
        }
        .navigationTitle(Text(tx("app-turn-number", ["turn": .count(state.turn)])))
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button { send(.setTableMode(!state.tableMode)) } label: {
                    Label(tx(state.tableMode ? "app-list-mode" : "app-table-mode"),
                          systemImage: state.tableMode ? "list.bullet" : "rectangle.inset.filled")
                }
            }
        }
        .safeAreaInset(edge: .bottom) { ActionBar(state: state, send: send) }
        .announcing(state.announcement)
        .tallyAlert(state.alert) { send(.dismissAlert) }
        .confirmationDialog(tx("app-last-tile-question"), isPresented: $confirmingEnd, titleVisibility: .visible) {
            Button(tx("app-begin-end-game")) { send(.startEndGame) }
            Button(tx("app-cancel"), role: .cancel) {}
        } message: {
            Text(tx("app-begin-end-game-message"))
        }
    }

    // MARK: the list

    private var track: some View {
        TrackView(spaces: state.spaces, figuresPerPlayer: state.figuresPerPlayer, highlight: state.highlight) {
            TurnSummary(state: state)
        }
        .aspectRatio(1, contentMode: .fit)
    }

    private var players: some View {
        VStack(spacing: 8) {
            ForEach(state.players) { player in
                PlayerScoreRow(player: player, figuresPerPlayer: state.figuresPerPlayer)
            }
        }
    }

    private var controls: some View {
        VStack(alignment: .leading, spacing: 20) {
            ScoringControls(state: state, send: send, confirmEnd: { confirmingEnd = true })
            recentLog
        }
    }

    @ViewBuilder private var recentLog: some View {
        if !state.log.isEmpty {
            VStack(alignment: .leading, spacing: 8) {
                HStack {
                    Text(tx("app-last-entries"))
                        .font(.headline)
                        .accessibilityAddTraits(.isHeader)
                    Spacer()
                    Button(tx("app-timeline")) { send(.showLog) }
                        .accessibilityHint(Text(tx("app-timeline-opens-hint")))
                }
                ForEach(state.log.prefix(3)) { entry in
                    LogEntryRow(entry: entry)
                }
            }
        }
    }
}

/// The table mode: the track around the scores, large enough to read across the
/// table; in landscape the buttons beside it, in portrait below it.
private struct TableModeView: View {
    let state: ScoreboardViewState
    let send: (ScoreboardViewAction) -> Void
    let confirmEnd: () -> Void

    var body: some View {
        GeometryReader { proxy in
            let landscape = proxy.size.width > proxy.size.height
            let layout = landscape ? AnyLayout(HStackLayout(spacing: 12)) : AnyLayout(VStackLayout(spacing: 12))
            layout {
                TrackView(spaces: state.spaces, figuresPerPlayer: state.figuresPerPlayer, highlight: state.highlight) {
                    TableScores(state: state)
                }
                .aspectRatio(landscape ? 1.35 : 1, contentMode: .fit)
                ScrollView {
                    ScoringControls(state: state, send: send, confirmEnd: confirmEnd)
                        .padding(.bottom, 8)
                }
            }
            .padding(8)
        }
    }
}

/// The scores inside the ring, one card per player (the only list of players in
/// the table mode): name, score at 48 pt or more, 50/100 tiles, the active player's
/// card in their colour.
private struct TableScores: View {
    let state: ScoreboardViewState

    var body: some View {
        GeometryReader { proxy in
            let columns = state.players.count > 4 ? 3 : 2
            let rows = Int((Double(state.players.count) / Double(columns)).rounded(.up))
            let cardHeight = proxy.size.height / CGFloat(max(rows, 1)) - 8
            LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 8), count: columns), spacing: 8) {
                ForEach(state.players) { player in
                    TableScoreCard(player: player, figuresPerPlayer: state.figuresPerPlayer,
                                   scoreSize: max(48, min(96, cardHeight * 0.5)))
                        .frame(height: max(0, cardHeight))
                }
            }
            .frame(maxHeight: .infinity)
        }
        .accessibilityElement(children: .contain)
        .accessibilitySortPriority(100)
    }
}

private struct TableScoreCard: View {
    let player: ScoreboardPlayer
    let figuresPerPlayer: Int
    let scoreSize: CGFloat

    var body: some View {
        VStack(spacing: 2) {
            HStack(spacing: 6) {
                ColourDot(rgb: player.rgb, size: 16)
                Text(player.name)
                    .font(.title3.weight(.semibold))
                    .lineLimit(1)
                    .minimumScaleFactor(0.6)
            }
            Text(verbatim: "\(player.score)")
                .font(.system(size: scoreSize, weight: .heavy, design: .rounded))
                .monospacedDigit()
                .minimumScaleFactor(0.5)
                .lineLimit(1)
            HStack(spacing: 4) {
                ForEach(player.figures) { figure in
                    ForEach(0..<max(0, Int(figure.hundreds)), id: \.self) { _ in LapTile(value: 100, large: true) }
                    ForEach(0..<max(0, Int(figure.fifties)), id: \.self) { _ in LapTile(value: 50, large: true) }
                }
            }
        }
        .padding(6)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(
            RoundedRectangle(cornerRadius: 14)
                .fill(player.isActive ? Color(player.rgb).opacity(0.28) : Palette.space))
        .overlay(
            RoundedRectangle(cornerRadius: 14)
                .strokeBorder(player.isActive ? Color(player.rgb) : Color.primary.opacity(0.2),
                              lineWidth: player.isActive ? 4 : 1))
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(tx(player.isActive ? "app-player-score-active" : "app-player-score", [
            "player": .text(player.name), "score": .number(player.score),
        ])))
    }
}

/// What can be scored now and the other actions the core allows.
private struct ScoringControls: View {
    let state: ScoreboardViewState
    let send: (ScoreboardViewAction) -> Void
    let confirmEnd: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            if state.isFinished {
                // A joined table's results are those of the game kept in the history.
                if state.joinedAs == nil {
                    Button { send(.showResults) } label: {
                        Label(tx("app-results"), systemImage: "trophy")
                            .frame(maxWidth: .infinity, minHeight: 44)
                    }
                    .buttonStyle(.borderedProminent)
                }
            } else {
                if let whyNot = state.actions.score.whyNot, !state.actions.score.allowed {
                    Label(whyNot, systemImage: "hourglass")
                        .foregroundStyle(.secondary)
                }
                if !state.features.isEmpty {
                    ButtonGrid(title: Text(tx(state.moment == .endOfGame ? "app-incomplete-features"
                                                                         : "app-completed-features")),
                               buttons: state.features, send: send)
                }
                if !state.eventSections.isEmpty {
                    Text(tx("app-events"))
                        .font(.title3.weight(.semibold))
                        .accessibilityAddTraits(.isHeader)
                }
                let now = state.eventSections.filter { $0.timing != .earlier }
                ForEach(now) { section in
                    ButtonGrid(title: Text(tx("app-step-named", ["code": .text(section.step.code),
                                                                     "name": .text(section.step.name)])),
                               buttons: section.events, send: send, isCurrent: section.timing == .now)
                }
                let earlier = state.eventSections.filter { $0.timing == .earlier }
                if !earlier.isEmpty {
                    DisclosureGroup {
                        ForEach(earlier) { section in
                            ButtonGrid(title: Text(tx("app-step-named", ["code": .text(section.step.code),
                                                                             "name": .text(section.step.name)])),
                                       buttons: section.events, send: send)
                        }
                    } label: {
                        Text(tx("app-earlier-steps"))
                    }
                }
                moreActions
            }
        }
    }

    private var moreActions: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(tx("app-more"))
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 150), spacing: 10)], spacing: 10) {
                if state.actions.correct.allowed {
                    Button { send(.correct) } label: { BigLabel(tx("app-correction"), systemImage: "plusminus") }
                }
                if state.actions.placeRobber.allowed {
                    Button { send(.placeRobber) } label: { BigLabel(tx("app-place-robber"), systemImage: "hand.raised") }
                }
                if state.actions.secondPart.allowed {
                    Button { send(.secondPart) } label: { BigLabel(tx("app-second-part"), systemImage: "hammer") }
                }
                if state.actions.startEndGame.allowed {
                    Button { confirmEnd() } label: { BigLabel(tx("app-end-of-game"), systemImage: "flag.checkered") }
                }
                if state.hasWalkthrough && state.joinedAs == nil {
                    Button { send(.startEndGame) } label: {
                        BigLabel(tx("app-end-game-walkthrough"), systemImage: "list.number")
                    }
                }
                Button { send(.showLog) } label: { BigLabel(tx("app-timeline"), systemImage: "list.bullet.rectangle") }
                if state.joinedAs == nil {
                    Button { send(.hostLiveTable) } label: {
                        BigLabel(tx("app-live-table"), systemImage: "dot.radiowaves.left.and.right")
                    }
                }
            }
            .buttonStyle(.bordered)
            .tint(Palette.onTonal)
        }
    }
}

/// Undo and redo, labelled, and the end of the turn: always in reach.
private struct ActionBar: View {
    let state: ScoreboardViewState
    let send: (ScoreboardViewAction) -> Void

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 12) { buttons }
            VStack(spacing: 8) { buttons }
        }
        .buttonStyle(.bordered)
        .labelStyle(.titleAndIcon)
        .padding(.horizontal)
        .padding(.vertical, 8)
        .background(.bar)
    }

    @ViewBuilder private var buttons: some View {
        Button { send(.undo) } label: {
            Label(tx("app-undo"), systemImage: "arrow.uturn.backward")
                .frame(maxWidth: .infinity, minHeight: 44)
        }
        .disabled(!state.actions.undo.allowed)
        .accessibilityHint(Text(state.actions.undo.whyNot ?? tx("app-undo-hint")))
        Button { send(.redo) } label: {
            Label(tx("app-redo"), systemImage: "arrow.uturn.forward")
                .frame(maxWidth: .infinity, minHeight: 44)
        }
        .disabled(!state.actions.redo.allowed)
        .accessibilityHint(Text(state.actions.redo.whyNot ?? tx("app-redo-hint")))
        if !state.hasWalkthrough && !state.isFinished {
            Button { send(.endTurn) } label: {
                Label(tx("app-end-turn"), systemImage: "arrow.right.circle.fill")
                    .frame(maxWidth: .infinity, minHeight: 44)
            }
            .buttonStyle(.borderedProminent)
            .tint(state.highlight.map { Color($0) } ?? Color.accentColor)
            .disabled(!state.actions.endTurn.allowed)
            .accessibilityHint(Text(state.actions.endTurn.whyNot ?? tx("app-end-turn-hint")))
        }
    }
}

/// Inside the ring (the list): the turn, who plays, and the step.
private struct TurnSummary: View {
    let state: ScoreboardViewState

    var body: some View {
        VStack(spacing: 6) {
            if let active = state.activePlayer {
                PlayerLabel(name: active.name, rgb: active.rgb)
                    .font(.title2.weight(.semibold))
            }
            Text(tx("app-turn-number", ["turn": .count(state.turn)]))
                .font(.headline)
            if state.turnPart == 2 {
                Text(tx("app-second-part"))
                    .font(.subheadline)
            }
            if let step = state.step {
                Text(tx("app-step-code", ["code": .text(step.code)]))
                    .font(.title3.monospaced())
                Text(step.name)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
            }
            if state.hasWalkthrough || state.isFinished {
                state.phase.title
                    .font(.footnote.weight(.semibold))
                    .padding(.horizontal, 8)
                    .padding(.vertical, 2)
                    .background(Capsule().fill(Palette.tonal))
            }
        }
        // The centre of the ring has a fixed size; the same facts are in the rows
        // below, which follow Dynamic Type.
        .minimumScaleFactor(0.5)
        .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
        .accessibilityElement(children: .combine)
        .accessibilitySortPriority(100)
    }
}

/// A player's total, their figures' spaces and 50/100 tiles, and their robber. At
/// the accessibility text sizes the score goes under the name, never cut.
private struct PlayerScoreRow: View {
    let player: ScoreboardPlayer
    let figuresPerPlayer: Int
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        HStack(alignment: .center, spacing: 12) {
            RoundedRectangle(cornerRadius: 4)
                .fill(Color(player.rgb))
                .overlay(RoundedRectangle(cornerRadius: 4).strokeBorder(Color.primary.opacity(0.3), lineWidth: 1))
                .frame(width: 8)
            if typeSize.isAccessibilitySize {
                VStack(alignment: .leading, spacing: 4) {
                    name
                    score
                    details
                }
                Spacer(minLength: 0)
            } else {
                VStack(alignment: .leading, spacing: 4) {
                    name
                    details
                }
                Spacer()
                score
            }
        }
        .padding(10)
        .background(
            RoundedRectangle(cornerRadius: 12)
                .fill(player.isActive ? Color(player.rgb).opacity(0.22) : Palette.space))
        .overlay(
            RoundedRectangle(cornerRadius: 12)
                .strokeBorder(player.isActive ? Color(player.rgb) : .clear, lineWidth: 3))
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(player.isActive ? .isSelected : [])
    }

    private var name: some View {
        HStack {
            Text(player.name)
                .font(.headline)
            if player.isActive {
                Image(systemName: "play.fill")
                    .font(.caption)
                    .accessibilityLabel(Text(tx("app-active-player")))
            }
        }
    }

    private var score: some View {
        Text(verbatim: "\(player.score)")
            .font(.system(size: 48, weight: .heavy, design: .rounded))
            .monospacedDigit()
            .fixedSize()
            .accessibilityLabel(Text(tx("app-score-points", ["points": .number(player.score)])))
    }

    @ViewBuilder private var details: some View {
        ForEach(player.figures) { figure in
            HStack(spacing: 6) {
                Text(figuresPerPlayer > 1
                     ? tx("app-figure-on-space", ["figure": .count(figure.id + 1), "space": .count(figure.space)])
                     : tx("app-space-number", ["space": .count(figure.space)]))
                if figure.onDarkSpace {
                    Image(systemName: "envelope.fill")
                        .accessibilityLabel(Text(tx("app-dark-space")))
                }
                ForEach(0..<max(0, Int(figure.hundreds)), id: \.self) { _ in LapTile(value: 100) }
                ForEach(0..<max(0, Int(figure.fifties)), id: \.self) { _ in LapTile(value: 50) }
            }
            .font(.footnote)
            .foregroundStyle(.secondary)
        }
        if let robber = player.robberSpace {
            Label {
                Text(tx("app-robber-on-space", ["space": .count(robber)]))
            } icon: {
                Image(systemName: "hand.raised.fill")
            }
            .font(.footnote)
            .foregroundStyle(.secondary)
        }
    }
}

/// Large buttons for features or events; an event the core refuses now (its limit
/// is reached) is disabled and says why.
private struct ButtonGrid: View {
    let title: Text
    let buttons: [ScoreButton]
    let send: (ScoreboardViewAction) -> Void
    var isCurrent = false

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                title
                    .font(.headline)
                if isCurrent {
                    Text(tx("app-now"))
                        .font(.caption.weight(.semibold))
                        .padding(.horizontal, 6)
                        .background(Capsule().fill(Palette.tonal))
                }
            }
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isHeader)
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 150), spacing: 10)], spacing: 10) {
                ForEach(buttons) { button in
                    Button { send(.score(button)) } label: {
                        BigLabel(button.name, systemImage: button.category.symbol)
                    }
                    .buttonStyle(.bordered)
                    .tint(Palette.onTonal)
                    .disabled(button.refused != nil)
                    .accessibilityHint(Text(button.refused ?? tx("app-opens-score-form")))
                }
            }
        }
    }
}

/// A button's label, large enough for the table.
struct BigLabel: View {
    let title: String
    let systemImage: String
    @ScaledMetric(relativeTo: .body) private var height: CGFloat = 56

    init(_ title: String, systemImage: String) {
        self.title = title
        self.systemImage = systemImage
    }

    var body: some View {
        Label { Text(title).multilineTextAlignment(.leading) } icon: { Image(systemName: systemImage) }
            .font(.body.weight(.medium))
            .frame(maxWidth: .infinity, minHeight: height, alignment: .leading)
    }
}

/// One entry of the log: what was scored, by whom, at which step.
struct LogEntryRow: View {
    let entry: LogRow

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ViewThatFits(in: .horizontal) {
                HStack {
                    heading
                    Spacer()
                    when
                }
                VStack(alignment: .leading) {
                    heading
                    when
                }
            }
            HStack {
                ForEach(entry.awards) { award in
                    HStack(spacing: 4) {
                        ColourDot(rgb: award.rgb, size: 10)
                        Text(verbatim: "\(award.name) \(signed(award.points))")
                            .monospacedDigit()
                    }
                }
            }
            .font(.footnote)
        }
        .font(.subheadline)
        .accessibilityElement(children: .combine)
    }

    private var heading: some View {
        HStack(alignment: .firstTextBaseline) {
            Text(verbatim: "#\(entry.seq)")
                .foregroundStyle(.secondary)
            Text(entry.title)
        }
    }

    private var when: some View {
        Text(tx("app-turn-step", ["turn": .count(entry.turn), "code": .text(entry.stepCode)]))
            .font(.caption)
            .foregroundStyle(.secondary)
    }
}

/// The timeline, newest first, a page at a time: an entry is edited as the core
/// says (a scoring in its draft, a correction in its form) or deleted, after the
/// core showed what that changes.
struct LogView: View {
    let state: ScoreboardViewState
    let send: (ScoreboardViewAction) -> Void
    let close: () -> Void

    var body: some View {
        List {
            if state.log.isEmpty {
                Text(tx("app-nothing-recorded"))
                    .foregroundStyle(.secondary)
            }
            ForEach(state.log) { entry in
                DisclosureGroup {
                    ForEach(entry.awards) { award in
                        AwardRows(name: award.name, rgb: award.rgb, points: award.points,
                                  figure: state.figuresPerPlayer > 1 ? award.figure : nil, rows: award.rows)
                    }
                } label: {
                    LogEntryRow(entry: entry)
                }
                .swipeActions(edge: .trailing) {
                    if state.actions.edit.allowed {
                        Button(role: .destructive) { send(.deleteEntry(entry.seq)) } label: {
                            Label(tx("app-delete"), systemImage: "trash")
                        }
                        if entry.edit != .deleteOnly {
                            Button { send(.editEntry(entry.seq)) } label: {
                                Label(tx("app-edit"), systemImage: "pencil")
                            }
                            .tint(.blue)
                        }
                    }
                }
                .accessibilityHint(Text(state.actions.edit.allowed ? tx("app-entry-options") : ""))
                .accessibilityActions {
                    if state.actions.edit.allowed {
                        if entry.edit != .deleteOnly {
                            Button(tx("app-edit")) { send(.editEntry(entry.seq)) }
                        }
                        Button(tx("app-delete")) { send(.deleteEntry(entry.seq)) }
                    }
                }
            }
            if state.hasOlderLog {
                Button(tx("app-older-entries")) { send(.loadOlderLog) }
            }
        }
        .navigationTitle(Text(tx("app-timeline")))
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button(tx("app-close"), action: { close() })
            }
        }
    }
}

#Preview {
    PreviewLoader { context, game in
        NavigationStack {
            if let game {
                ScoreboardScreen(model: ScoreboardModel(game: game, router: context.router,
                                                        preferences: context.service.preferences))
            }
        }
    }
}
