// The live table this phone hosts for the other phones at the table (as Android's):
// started on the phone's Wi-Fi, how many phones follow (asked again every few
// seconds while the screen shows), a viewer link and scorer links (each with its
// addresses, its QR code drawn from the core's modules, and the phones it is open
// on), links revoked, hosting stopped. The words are the core's (`liveTableWords`);
// nothing listens until the players start it.

import SwiftUI
import TallyCore
import TallyKit

struct LiveTableScreen: View {
    let model: LiveTableModel

    var body: some View {
        LiveTableView(state: model.viewState, send: { model.send(viewAction: $0) })
            .task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: LiveTableModel.followingRefresh)
                    model.send(viewAction: .refreshFollowing)
                }
            }
            .onDisappear { model.send(viewAction: .stop) }
    }
}

struct LiveTableView: View {
    let state: LiveTableViewState
    let send: (LiveTableViewAction) -> Void
    @State private var scorerLabel = ""

    private func word(_ key: String) -> String {
        state.words[key] ?? key
    }

    var body: some View {
        List {
            if let address = state.address {
                Section {
                    Text(word("listening"))
                    Text(verbatim: address)
                        .font(.footnote.monospaced())
                        .foregroundStyle(.secondary)
                    if let following = state.following {
                        Text(verbatim: following.said)
                    }
                }
                ForEach(state.links, id: \.link.id) { link in
                    Section {
                        if let inUse = state.inUse(link) {
                            Text(verbatim: inUse).foregroundStyle(.secondary)
                        }
                        QRCodeView(size: Int(link.qrSize), dark: link.qrDark)
                            .frame(maxWidth: 240, maxHeight: 240)
                            .frame(maxWidth: .infinity)
                            .accessibilityHidden(true)
                        ForEach(link.urls, id: \.self) { url in
                            Text(verbatim: url)
                                .font(.footnote.monospaced())
                                .textSelection(.enabled)
                        }
                        if link.link.role == .scorer {
                            Button(role: .destructive) { send(.revoke(linkId: link.link.id)) } label: {
                                Label(word("revoke"), systemImage: "xmark.circle")
                            }
                        }
                    } header: {
                        Text(link.link.role == .viewer
                             ? word("viewer_link")
                             : word("scorer_link").replacingOccurrences(of: "{label}", with: link.link.label))
                    }
                }
                Section {
                    TextField(tx("app-name-field"), text: $scorerLabel)
                    Button {
                        send(.addScorer(label: scorerLabel.trimmingCharacters(in: .whitespaces)))
                        scorerLabel = ""
                    } label: {
                        Label(word("add_scorer"), systemImage: "plus")
                    }
                    .disabled(scorerLabel.trimmingCharacters(in: .whitespaces).isEmpty)
                }
                Section {
                    Button(role: .destructive) { send(.stop) } label: {
                        Label(word("stop"), systemImage: "stop.circle")
                    }
                }
            } else {
                Section {
                    Button { send(.start()) } label: {
                        Label(word("start"), systemImage: "dot.radiowaves.left.and.right")
                            .frame(maxWidth: .infinity, minHeight: 44)
                    }
                    .buttonStyle(.borderedProminent)
                }
            }
        }
        .navigationTitle(Text(tx("app-live-table")))
        .tallyAlert(state.alert) { send(.dismissAlert) }
    }
}

/// A QR code from the core's modules (row by row, dark or light).
private struct QRCodeView: View {
    let size: Int
    let dark: [Bool]

    var body: some View {
        Canvas { context, canvas in
            guard size > 0 else { return }
            let side = min(canvas.width, canvas.height) / CGFloat(size + 8)
            let origin = CGPoint(x: (canvas.width - side * CGFloat(size)) / 2, y: (canvas.height - side * CGFloat(size)) / 2)
            context.fill(Path(CGRect(origin: .zero, size: canvas)), with: .color(.white))
            for row in 0..<size {
                for column in 0..<size where dark.indices.contains(row * size + column) && dark[row * size + column] {
                    let rect = CGRect(x: origin.x + CGFloat(column) * side, y: origin.y + CGFloat(row) * side,
                                      width: side, height: side)
                    context.fill(Path(rect), with: .color(.black))
                }
            }
        }
        .aspectRatio(1, contentMode: .fit)
    }
}
