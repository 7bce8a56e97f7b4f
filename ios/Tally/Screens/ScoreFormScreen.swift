// The score form of a feature or an event, drawn from the core's schema, with the
// live breakdown the core would give and, with Messages, the figure choice.

import SwiftUI
import TallyCore
import TallyKit

struct ScoreFormScreen: View {
    let model: ScoreFormModel
    let close: () -> Void

    var body: some View {
        ScoreFormView(state: model.viewState, send: model.send(viewAction:), close: close)
            .onChange(of: model.viewState.isDone) { _, done in
                if done { close() }
            }
    }
}

struct ScoreFormView: View {
    let state: ScoreFormViewState
    let send: (ScoreFormViewAction) -> Void
    let close: () -> Void

    var body: some View {
        Form {
            if case .feature(_, _, true) = state.subject {
                Section {
                    Label("Incomplete, at the end of the game", systemImage: "flag.checkered")
                        .foregroundStyle(.secondary)
                }
            }
            if !state.steps.isEmpty {
                Section {
                    Picker("Step", selection: Binding(
                        read: { state.step ?? state.steps[0].step },
                        write: { send(.chooseStep($0)) })
                    ) {
                        ForEach(state.steps, id: \.code) { step in
                            Text(verbatim: "\(step.code) · \(step.name)").tag(step.step)
                        }
                    }
                }
            }
            SchemaFormSections(form: state.form, errorField: refusedField) { send(.edit($0)) }
            FigureChoiceSection(rows: state.figureChoices) { player, figure in
                send(.chooseFigure(player: player, figure: figure))
            }
            BreakdownSection(preview: state.preview)
        }
        .navigationTitle(state.title)
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
        if case .refused(_, let field)? = state.preview { return field }
        return state.alert?.field
    }
}
