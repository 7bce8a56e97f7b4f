// The CoreTransferable stand-in: the values a ShareLink can hand over (SwiftUI
// re-exports CoreTransferable).
// Signatures: https://developer.apple.com/documentation/ + the path in each `doc:` comment.

import Foundation

// doc: coretransferable/transferable
@available(iOS 16.0, *)
public protocol Transferable {}

// doc: coretransferable/transferable (conforming types: String, URL, Data, AttributedString, Never)
@available(iOS 16.0, *)
extension String: Transferable {}
@available(iOS 16.0, *)
extension URL: Transferable {}
@available(iOS 16.0, *)
extension Data: Transferable {}
@available(iOS 16.0, *)
extension AttributedString: Transferable {}
@available(iOS 16.0, *)
extension Never: Transferable {}
