// The button that submits a core draft ("Score it", "Resolve", "Replace"): always on
// screen under the form, enabled as the core says, with the core's reason when not.

import SwiftUI
import TallyKit

struct SubmitBar: View {
    let title: String
    let submit: ActionState
    let isLoading: Bool
    let action: () -> Void

    var body: some View {
        VStack(spacing: 4) {
            if !submit.allowed, let whyNot = submit.whyNot {
                Text(whyNot)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
                    .lineLimit(3)
            }
            Button(action: { action() }) {
                Text(title)
                    .font(.title3.weight(.semibold))
                    .frame(maxWidth: .infinity, minHeight: 52)
            }
            .buttonStyle(.borderedProminent)
            .disabled(isLoading || !submit.allowed)
            .accessibilityHint(Text(submit.whyNot ?? ""))
        }
        .padding(.horizontal)
        .padding(.vertical, 8)
        .background(.bar)
    }
}
