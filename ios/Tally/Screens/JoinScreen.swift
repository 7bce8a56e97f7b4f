// Joining a table another phone hosts: the link (typed, opened from the host's page,
// or read from its QR code by the camera) and this phone's player at that table;
// the core refuses what is wrong with the field it is about. The joined table then
// replaces this screen.

import SwiftUI
import TallyCore
import TallyKit

struct JoinScreen: View {
    let model: JoinModel

    var body: some View {
        JoinView(state: model.viewState, send: { model.send(viewAction: $0) })
    }
}

struct JoinView: View {
    let state: JoinViewState
    let send: (JoinViewAction) -> Void
    @State private var scanning = false

    var body: some View {
        Form {
            Section {
                TextField(tx("app-join-link-label"), text: Binding(read: { state.link }, write: { send(.setLink($0)) }))
                    .keyboardType(.URL)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                Button { scanning = true } label: { Label(tx("app-join-scan"), systemImage: "qrcode.viewfinder") }
            } footer: {
                Text(tx("app-join-link-hint"))
            }
            Section {
                TextField(
                    state.rosterMe ?? tx("app-join-me-label"),
                    text: Binding(read: { state.me }, write: { send(.setMe($0)) }))
            } header: {
                Text(tx("app-join-me-label"))
            }
            Section {
                Button { send(.join) } label: {
                    if state.isJoining {
                        ProgressView()
                    } else {
                        Text(tx("app-join-action"))
                    }
                }
                .disabled(state.isJoining || state.link.isEmpty)
            }
        }
        .navigationTitle(Text(tx("app-join-table")))
        .sheet(isPresented: $scanning) {
            QRScannerView { text in
                scanning = false
                send(.scanned(text))
            }
        }
        .tallyAlert(state.alert) { send(.dismissAlert) }
    }
}
