// The scoreboard: totals, both figures of each player on the drawn track, robbers,
// the active player and step, large buttons for the features and events the core
// offers now, the actions it allows (each disabled one says why), and undo/redo
// always in reach. Forms and the game's questions (dispatch, robber) open as
// sheets; a score form being filled in is kept in scene storage and reopens after
// the app was closed. Coming back to the foreground asks the core whether another
// writer moved the game on.

import SwiftUI
import TallyCore
import TallyKit

struct ScoreboardScreen: View {
    let model: ScoreboardModel
    @SceneStorage("scoreForm.draft") private var draftJSON = ""
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
                if let draft = ScoreFormDraft(json: draftJSON), draft.gameId == state.gameId, state.sheet == nil {
                    model.send(viewAction: .restoreDraft(draft))
                }
            }
            .onChange(of: scenePhase) { _, phase in
                if phase == .active { model.send(viewAction: .refresh) }
            }
    }

    private func close() {
        draftJSON = ""
        model.send(viewAction: .dismissSheet)
    }

    private func keep(_ draft: String) {
        draftJSON = draft
    }

    @ViewBuilder
    private func sheetContent(_ sheet: ScoreboardSheet, state: ScoreboardViewState) -> some View {
        switch sheet {
        case .score(let subject):
            ModelHost { model.scoreFormModel(subject) } content: { ScoreFormScreen(model: $0, close: close, keep: keep) }
        case .restoredScore(let draft):
            ModelHost { model.scoreFormModel(draft: draft) } content: { ScoreFormScreen(model: $0, close: close, keep: keep) }
        case .editEntry(let seq):
            ModelHost { model.editFormModel(seq) } content: { ScoreFormScreen(model: $0, close: close, keep: keep) }
        case .editCorrection(let seq):
            ModelHost { model.correctionModel(editing: seq) } content: { CorrectionScreen(model: $0, close: close) }
        case .deleteEntry(let seq):
            ModelHost { model.deleteEntryModel(seq) } content: { EntryDeletionScreen(model: $0, close: close) }
        case .correction:
            ModelHost { model.correctionModel() } content: { CorrectionScreen(model: $0, close: close) }
        case .robberPlacement:
            ModelHost { model.robberPlacementModel() } content: { RobberPlacementScreen(model: $0, close: close) }
        case .prompt(.dispatch):
            ModelHost { model.dispatchModel() } content: { DispatchScreen(model: $0) }
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
            if sizeClass == .regular {
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
        .navigationTitle(Text("Turn \(Int(state.turn))"))
        .navigationBarTitleDisplayMode(.inline)
        .safeAreaInset(edge: .bottom) { actionBar }
        .tallyAlert(state.alert) { send(.dismissAlert) }
        .confirmationDialog(Text("Is the last tile placed?"), isPresented: $confirmingEnd, titleVisibility: .visible) {
            Button("Begin the end-game scoring") { send(.startEndGame) }
        } message: {
            Text("Incomplete features and end-game bonuses are scored next. This can be undone.")
        }
    }

    // MARK: the track

    private var track: some View {
        TrackView(markers: state.markers, figuresPerPlayer: state.figuresPerPlayer) {
            TurnSummary(state: state)
        }
        .aspectRatio(1, contentMode: .fit)
    }

    // MARK: players

    private var players: some View {
        VStack(spacing: 8) {
            ForEach(state.players) { player in
                PlayerScoreRow(player: player, figuresPerPlayer: state.figuresPerPlayer)
            }
        }
    }

    // MARK: what can be scored now

    @ViewBuilder private var controls: some View {
        VStack(alignment: .leading, spacing: 20) {
            if state.isFinished {
                Button { send(.showResults) } label: {
                    Label("Results", systemImage: "trophy")
                        .frame(maxWidth: .infinity, minHeight: 44)
                }
                .buttonStyle(.borderedProminent)
            } else {
                if let whyNot = state.actions.score.whyNot, !state.actions.score.allowed {
                    Label(whyNot, systemImage: "hourglass")
                        .foregroundStyle(.secondary)
                }
                if !state.features.isEmpty {
                    ButtonGrid(title: state.moment == .endOfGame ? Text("Incomplete features") : Text("Completed features"),
                               buttons: state.features, send: send)
                }
                let now = state.eventSections.filter { $0.timing != .earlier }
                ForEach(now) { section in
                    ButtonGrid(title: Text(verbatim: "\(section.code) · \(section.name)"), buttons: section.events,
                               send: send, isCurrent: section.timing == .now)
                }
                let earlier = state.eventSections.filter { $0.timing == .earlier }
                if !earlier.isEmpty {
                    DisclosureGroup {
                        ForEach(earlier) { section in
                            ButtonGrid(title: Text(verbatim: "\(section.code) · \(section.name)"), buttons: section.events,
                                       send: send)
                        }
                    } label: {
                        Text("Earlier steps of this turn")
                    }
                }
                moreActions
            }
            recentLog
        }
    }

    private var moreActions: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("More")
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 150), spacing: 10)], spacing: 10) {
                if state.actions.correct.allowed {
                    Button { send(.correct) } label: { BigLabel("Correction", systemImage: "plusminus") }
                }
                if state.actions.placeRobber.allowed {
                    Button { send(.placeRobber) } label: { BigLabel("Place a robber", systemImage: "hand.raised") }
                }
                if state.actions.secondPart.allowed {
                    Button { send(.secondPart) } label: { BigLabel("Builder: second part", systemImage: "hammer") }
                }
                if state.actions.startEndGame.allowed {
                    Button { confirmingEnd = true } label: { BigLabel("End of the game", systemImage: "flag.checkered") }
                }
                if state.hasWalkthrough {
                    Button { send(.startEndGame) } label: { BigLabel("End-game walkthrough", systemImage: "list.number") }
                }
            }
            .buttonStyle(.bordered)
        }
    }

    @ViewBuilder private var recentLog: some View {
        if !state.log.isEmpty {
            VStack(alignment: .leading, spacing: 8) {
                HStack {
                    Text("Last entries")
                        .font(.headline)
                        .accessibilityAddTraits(.isHeader)
                    Spacer()
                    Button("Timeline") { send(.showLog) }
                        .accessibilityHint(Text("Shows every entry; entries can be edited or deleted there."))
                }
                ForEach(state.log.prefix(3)) { entry in
                    LogEntryRow(entry: entry)
                }
            }
        }
    }

    // MARK: always in reach

    private var actionBar: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 12) { actionButtons }
            VStack(spacing: 8) { actionButtons }
        }
        .buttonStyle(.bordered)
        .labelStyle(.titleAndIcon)
        .padding(.horizontal)
        .padding(.vertical, 8)
        .background(.bar)
    }

    @ViewBuilder private var actionButtons: some View {
        Button { send(.undo) } label: {
            Label("Undo", systemImage: "arrow.uturn.backward")
                .frame(maxWidth: .infinity, minHeight: 44)
        }
        .disabled(!state.actions.undo.allowed)
        .accessibilityHint(state.actions.undo.whyNot.map { Text($0) } ?? Text("Takes back the last entry."))
        Button { send(.redo) } label: {
            Label("Redo", systemImage: "arrow.uturn.forward")
                .frame(maxWidth: .infinity, minHeight: 44)
        }
        .disabled(!state.actions.redo.allowed)
        .accessibilityHint(state.actions.redo.whyNot.map { Text($0) } ?? Text("Does again what was taken back."))
        if !state.hasWalkthrough && !state.isFinished {
            Button { send(.endTurn) } label: {
                Label("End turn", systemImage: "arrow.right.circle.fill")
                    .frame(maxWidth: .infinity, minHeight: 44)
            }
            .buttonStyle(.borderedProminent)
            .disabled(!state.actions.endTurn.allowed)
            .accessibilityHint(state.actions.endTurn.whyNot.map { Text($0) } ?? Text("The next player begins."))
        }
    }
}

/// Inside the ring: the turn, who plays, and the step.
private struct TurnSummary: View {
    let state: ScoreboardViewState

    var body: some View {
        VStack(spacing: 6) {
            if let active = state.activePlayer {
                PlayerLabel(name: active.name, rgb: active.rgb)
                    .font(.title2.weight(.semibold))
            }
            Text("Turn \(Int(state.turn))")
                .font(.headline)
            if state.turnPart == 2 {
                Text("Second part (builder)")
                    .font(.subheadline)
            }
            Text("Step \(state.stepCode)")
                .font(.title3.monospaced())
            Text(state.stepName)
                .font(.footnote)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            if state.hasWalkthrough || state.isFinished {
                state.phase.title
                    .font(.footnote.weight(.semibold))
                    .padding(.horizontal, 8)
                    .padding(.vertical, 2)
                    .background(Capsule().fill(Color.accentColor.opacity(0.2)))
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
                .fill(player.isActive ? Color(player.rgb).opacity(0.18) : Color.secondary.opacity(0.08)))
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
                    .accessibilityLabel(Text("Active player"))
            }
        }
    }

    private var score: some View {
        Text(verbatim: "\(player.score)")
            .font(.largeTitle.weight(.bold))
            .monospacedDigit()
            .fixedSize()
            .accessibilityLabel(Text("\(Int(player.score)) points"))
    }

    @ViewBuilder private var details: some View {
        ForEach(player.figures) { figure in
            FigureLine(figure: figure, showsIndex: figuresPerPlayer > 1)
        }
        if let robber = player.robberSpace {
            Label {
                Text("Robber on space \(Int(robber))")
            } icon: {
                Image(systemName: "hand.raised.fill")
            }
            .font(.footnote)
            .foregroundStyle(.secondary)
        }
    }
}

private struct FigureLine: View {
    let figure: FigureSummary
    let showsIndex: Bool

    var body: some View {
        HStack(spacing: 6) {
            if showsIndex {
                Text("Figure \(Int(figure.id + 1)):")
            }
            Text("space \(Int(figure.space))")
            if figure.onDarkSpace {
                Image(systemName: "envelope.fill")
                    .accessibilityLabel(Text("dark space"))
            }
            ForEach(0..<max(0, Int(figure.hundreds)), id: \.self) { _ in LapTile(value: 100) }
            ForEach(0..<max(0, Int(figure.fifties)), id: \.self) { _ in LapTile(value: 50) }
        }
        .font(.footnote)
        .foregroundStyle(.secondary)
    }
}

/// A 50/100 tile as it lies under the figure.
private struct LapTile: View {
    let value: Int

    var body: some View {
        Text(verbatim: "\(value)")
            .font(.caption2.weight(.bold))
            .padding(.horizontal, 4)
            .background(RoundedRectangle(cornerRadius: 3).fill(value == 100 ? Color.orange.opacity(0.35) : Color.teal.opacity(0.35)))
            .accessibilityLabel(Text("\(Int(value)) tile"))
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
                    Text("now")
                        .font(.caption.weight(.semibold))
                        .padding(.horizontal, 6)
                        .background(Capsule().fill(Color.accentColor.opacity(0.25)))
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
                    .disabled(button.refused != nil)
                    .accessibilityHint(button.refused.map { Text($0) } ?? Text("Opens the score form"))
                }
            }
        }
    }
}

/// A button's label, large enough for the table.
struct BigLabel: View {
    let title: Text
    let systemImage: String
    @ScaledMetric(relativeTo: .body) private var height: CGFloat = 56

    @_disfavoredOverload
    init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.title = Text(title)
        self.systemImage = systemImage
    }

    init(_ title: LocalizedStringKey, systemImage: String) {
        self.title = Text(title)
        self.systemImage = systemImage
    }

    var body: some View {
        Label { title.multilineTextAlignment(.leading) } icon: { Image(systemName: systemImage) }
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
                        Text(signed(award.points))
                            .monospacedDigit()
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(Text(verbatim: "\(award.name) \(signed(award.points))"))
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
            Text(entry.summary)
        }
    }

    private var when: some View {
        Text("Turn \(Int(entry.turn)) · \(entry.stepCode)")
            .font(.caption)
            .foregroundStyle(.secondary)
    }
}

/// The timeline, newest first, a page at a time: an entry is edited in its form
/// or deleted, after the core showed what that changes.
struct LogView: View {
    let state: ScoreboardViewState
    let send: (ScoreboardViewAction) -> Void
    let close: () -> Void

    var body: some View {
        List {
            if state.log.isEmpty {
                Text("Nothing recorded yet.")
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
                            Label("Delete", systemImage: "trash")
                        }
                        if entry.editing != .deleteOnly {
                            Button { send(.editEntry(entry.seq)) } label: {
                                Label("Edit", systemImage: "pencil")
                            }
                            .tint(.blue)
                        }
                    }
                }
                .accessibilityActions {
                    if state.actions.edit.allowed {
                        if entry.editing != .deleteOnly {
                            Button("Edit") { send(.editEntry(entry.seq)) }
                        }
                        Button("Delete") { send(.deleteEntry(entry.seq)) }
                    }
                }
            }
            if state.hasOlderLog {
                Button("Show older entries") { send(.loadOlderLog) }
            }
        }
        .navigationTitle(Text("Timeline"))
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Close", action: close)
            }
        }
    }
}

#Preview {
    PreviewLoader { context, game in
        NavigationStack {
            if let game {
                ScoreboardScreen(model: ScoreboardModel(game: game, router: context.router))
            }
        }
    }
}
