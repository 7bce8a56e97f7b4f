// The Accessibility stand-in: the notifications an app posts to VoiceOver (SwiftUI
// re-exports what the views use of it).
// Signatures: https://developer.apple.com/documentation/ + the path in each `doc:` comment.

import Foundation

// doc: accessibility/accessibilitynotification
@available(iOS 17.0, *)
public enum AccessibilityNotification {
    // doc: accessibility/accessibilitynotification/announcement
    public struct Announcement {
        // doc: accessibility/accessibilitynotification/announcement/init(_:)-621va
        public init(_ announcement: String) {}
        // doc: accessibility/accessibilitynotification/announcement/init(_:)-46byj
        public init(_ announcement: NSAttributedString) {}
        // doc: accessibility/accessibilitynotification/announcement/init(_:)-btpf
        public init(_ announcement: AttributedString) {}
        /// Posts the notification (the notifications' shared `post()`).
        public func post() {}
    }
}
