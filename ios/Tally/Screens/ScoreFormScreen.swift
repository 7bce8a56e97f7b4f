// The score form draws the core's scoring draft: one feature or event, or a scoring
// round of several ("another feature completed by this tile"), the open item's
// fields, the live breakdown (or, for a past entry, what the edit changes), with
// Messages the scoring figure each receiver moves, and "Score it" always on screen
// at the bottom, with the core's reason when it cannot be scored yet. Every tap is
// one action of the draft. The draft's JSON is handed to `keep` after every change,
// so the scoreboard can restore the form after the app was killed.

import SwiftUI
import TallyCore
import TallyKit

struct ScoreFormScreen: View {
    let model: ScoreFormModel
    let close: () -> Void
    /// Keeps the form (its draft's JSON) across launches.
    let keep: (SavedScoreForm) -> Void

    var body: some View {
        ScoreFormView(state: model.viewState, send: { model.send(viewAction: $0) }, close: close)
            .onChange(of: model.viewState.isDone) { _, done in
                if done { close() }
            }
            .onChange(of: model.saved) { _, saved in
                if let saved, !model.viewState.isDone { keep(saved) }
            }
    }
}

struct ScoreFormView: View {
    let state: ScoreFormViewState
    let send: (ScoreFormViewAction) -> Void
    let close: () -> Void

    var body: some View {
        SwiftUI.Form {
            if state.isLoading {
                ProgressView(tx("app-loading"))
            }
            if state.items.count > 1 {
                roundSection
            }
            if let item = state.items.first(where: { $0.id == state.current }) ?? state.items.first {
                DraftFormSections(item: item, refusalField: state.refusalField ?? state.alert?.field, send: send)
            }
            if !state.addable.isEmpty && !state.isLoading {
                Section {
                    Menu {
                        ForEach(state.addable) { button in
                            Button(button.name) { send(.add(button)) }
                        }
                    } label: {
                        Label(tx("app-another-feature"), systemImage: "plus.square.on.square")
                    }
                } footer: {
                    Text(tx("app-another-feature-footer"))
                }
            }
            if state.offersNobodyScores {
                Section {
                    Toggle(tx("app-nobody-scores-record-anyway"), isOn: Binding(
                        read: { state.nobodyScores },
                        write: { send(.confirmNobodyScores($0)) }))
                } footer: {
                    let names = state.items.filter(\.scoresNobody).map(\.name)
                    if !names.isEmpty {
                        Text(tx("app-nobody-scores-items", ["items": .text(names.joined(separator: ", "))]))
                    }
                }
            }
            FigureChoiceSection(rows: state.figures) { row, figure in
                send(.chooseFigure(player: row.player.id, figure: figure))
            }
            if let change = state.change {
                ChangeSection(change: change)
            } else {
                AwardsSection(awards: state.preview, whyNot: state.submit.whyNot)
            }
        }
        .navigationTitle(Text(state.title))
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button(tx("app-cancel"), action: { close() })
            }
        }
        .safeAreaInset(edge: .bottom) { scoreIt }
        .tallyAlert(state.alert) { send(.dismissAlert) }
    }

    /// The items of the round: tap one to open its form.
    private var roundSection: some View {
        Section {
            ForEach(state.items) { item in
                HStack {
                    Button { send(.select(item: item.id)) } label: {
                        Label(item.name, systemImage: item.id == state.current ? "pencil.circle.fill" : "circle")
                            .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                    }
                    .accessibilityAddTraits(item.id == state.current ? .isSelected : [])
                    Button(role: .destructive) { send(.remove(item: item.id)) } label: {
                        Label(tx("app-remove-item-from-round", ["item": .text(item.name)]), systemImage: "minus.circle")
                            .labelStyle(.iconOnly)
                            .frame(minWidth: 44, minHeight: 44)
                    }
                    .buttonStyle(.borderless)
                }
            }
        } header: {
            Text(tx("app-round-items", ["items": .count(state.items.count)]))
        }
    }

    /// "Score it", "Score all 2" for a round (or "Replace" for an edit): always on screen, with why not yet.
    private var scoreIt: some View {
        SubmitBar(title: state.editing != nil ? tx("app-replace")
                    : state.items.count > 1 ? tx("app-score-round", ["items": .count(state.items.count)]) : tx("app-score-it"),
                  submit: state.submit, isLoading: state.isLoading) { send(.submit) }
    }
}
