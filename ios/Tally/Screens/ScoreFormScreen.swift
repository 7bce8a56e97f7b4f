// The score form: one feature or event, or a scoring round of several ("another
// feature completed by this tile"), each drawn from the core's form; the live
// breakdown the core would give; with Messages the figure choice for each item's
// points; and, for a past entry, what the edit changes. The form as it stands is
// handed to `keep` on every change, so the scoreboard can restore it after the app
// was closed.

import SwiftUI
import TallyCore
import TallyKit

struct ScoreFormScreen: View {
    let model: ScoreFormModel
    let close: () -> Void
    /// Keeps the form's draft (JSON) across launches.
    let keep: (String) -> Void

    var body: some View {
        ScoreFormView(state: model.viewState, send: { model.send(viewAction: $0) }, close: close)
            .onChange(of: model.viewState.isDone) { _, done in
                if done { close() }
            }
            .onChange(of: model.draft) { _, draft in
                if !model.viewState.isDone { keep(draft.json) }
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
                ProgressView()
            }
            ForEach(Array(state.items.enumerated()), id: \.element.id) { index, item in
                if state.items.count > 1 || !item.steps.isEmpty {
                    Section {
                        if !item.steps.isEmpty {
                            Picker("Step", selection: Binding(
                                read: { item.step ?? item.steps[0].step },
                                write: { send(.chooseStep($0, item: index)) })
                            ) {
                                ForEach(item.steps, id: \.code) { step in
                                    Text(verbatim: "\(step.code) · \(step.name)").tag(step.step)
                                }
                            }
                        }
                    } header: {
                        HStack {
                            Text(item.name)
                            Spacer()
                            if state.items.count > 1 {
                                Button(role: .destructive) { send(.removeItem(index)) } label: {
                                    Label("Remove from the round", systemImage: "minus.circle")
                                        .labelStyle(.iconOnly)
                                }
                            }
                        }
                    }
                }
                SchemaFormSections(form: item.form, errorField: refusedField) { send(.edit($0, item: index)) }
            }
            if !state.addable.isEmpty && !state.isLoading {
                Section {
                    Menu {
                        ForEach(state.addable) { button in
                            Button(button.name) { send(.addItem(button)) }
                        }
                    } label: {
                        Label("Another feature completed by this tile", systemImage: "plus.square.on.square")
                    }
                } footer: {
                    Text("Everything in one round is scored together: the dark spaces and the robbers are settled once, at its end.")
                }
            }
            if state.offersNobodyScores {
                Section {
                    Toggle("Nobody scores: record it anyway", isOn: Binding(
                        read: { state.nobodyScores },
                        write: { send(.confirmNobodyScores($0)) }))
                }
            }
            FigureChoiceSection(rows: state.figureChoices, itemNames: state.items.map(\.name)) { row, figure in
                send(.chooseFigure(player: row.player.id, figure: figure, item: row.item))
            }
            if let change = state.change {
                ChangeSection(change: change)
            }
            BreakdownSection(preview: state.preview)
        }
        .navigationTitle(Text(state.title))
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel", action: close)
            }
            ToolbarItem(placement: .confirmationAction) {
                Button { send(.submit) } label: {
                    state.editing == nil ? Text("Record") : Text("Replace")
                }
                .disabled(!state.canSubmit)
            }
        }
        .tallyAlert(state.alert) { send(.dismissAlert) }
    }

    private var refusedField: String? {
        state.preview?.refusedField ?? state.alert?.field
    }
}
