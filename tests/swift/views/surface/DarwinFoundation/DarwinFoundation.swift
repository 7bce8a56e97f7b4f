// Foundation on Apple platforms declares more than swift-corelibs-foundation on
// Linux: what of it the views use is declared here, and tests/swift/views/check
// imports this module into every view file (`-import-module`), as if it were
// part of Foundation.
// Signatures: https://developer.apple.com/documentation/ + the path in each `doc:` comment.

import Foundation

extension URL {
    // doc: foundation/url/startaccessingsecurityscopedresource()
    public func startAccessingSecurityScopedResource() -> Bool { false }
    // doc: foundation/url/stopaccessingsecurityscopedresource()
    public func stopAccessingSecurityScopedResource() {}
}

extension URL {
    // doc: foundation/url/applicationsupportdirectory
    @available(iOS 16.0, *)
    public static var applicationSupportDirectory: URL { URL(fileURLWithPath: "/") }
}
