// A table another phone hosts, joined: the home scoreboard over the host's game
// (read-only for a viewer link, the scoring screens as at home for a scorer link),
// under a line saying how the phone stands with the host (live, stale since the
// host was last heard, the link closed) and, once the host finished the game, where
// it is kept in this phone's history.

import SwiftUI
import TallyCore
import TallyKit

struct JoinedTableScreen: View {
    let model: JoinedTableModel

    var body: some View {
        let state = model.viewState
        SwiftUI.Group {
            if let scoreboard = model.scoreboard {
                ScoreboardScreen(model: scoreboard)
                    .safeAreaInset(edge: .top) { JoinedStatusBar(state: state, send: { model.send(viewAction: $0) }) }
            } else if let alert = state.alert {
                ContentUnavailableView {
                    Label(tx("app-join-table"), systemImage: "wifi.exclamationmark")
                } description: {
                    Text(alert.message)
                }
            } else {
                ProgressView()
            }
        }
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button(tx("app-join-leave")) { model.send(viewAction: .leave) }
            }
        }
    }
}

/// How the phone stands with the host, and the kept game once there is one.
struct JoinedStatusBar: View {
    let state: JoinedTableViewState
    let send: (JoinedTableViewAction) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Label(state.connectionLine, systemImage: symbol)
                .foregroundStyle(state.connection == .live ? Color.primary : Color.orange)
            if let kept = state.keptLine {
                HStack {
                    Text(kept)
                    Spacer()
                    Button(tx("app-open")) { send(.openKeptGame) }
                        .buttonStyle(.bordered)
                }
            }
        }
        .font(.footnote)
        .padding(.horizontal)
        .padding(.vertical, 8)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.bar)
    }

    private var symbol: String {
        switch state.connection {
        case .live: return "dot.radiowaves.left.and.right"
        case .stale: return "clock.badge.exclamationmark"
        case .linkClosed: return "xmark.octagon"
        }
    }
}
