// Player colours as SwiftUI colours, with readable text on them in light and dark
// mode, and small swatches that say their colour to VoiceOver.

import SwiftUI
import TallyCore
import TallyKit

extension Color {
    init(_ rgb: RGB) {
        self.init(red: rgb.red, green: rgb.green, blue: rgb.blue)
    }
}

extension RGB {
    /// Text drawn on this colour.
    var textColour: Color { prefersDarkText ? .black : .white }
}

extension Colour {
    /// The colour's name for people (VoiceOver, pickers).
    var title: Text {
        switch self {
        case .red: return Text("Red")
        case .yellow: return Text("Yellow")
        case .green: return Text("Green")
        case .blue: return Text("Blue")
        case .black: return Text("Black")
        case .grey: return Text("Grey")
        case .pink: return Text("Pink")
        case .purple: return Text("Purple")
        case .orange: return Text("Orange")
        case .white: return Text("White")
        }
    }
}

extension ColourChoice {
    /// The colour as drawn.
    var drawn: RGB { RGB(hex: rgb) }
}

/// A round swatch of a player's colour, outlined so black and white show in both
/// modes.
struct ColourDot: View {
    let rgb: RGB
    var size: CGFloat = 14

    var body: some View {
        Circle()
            .fill(Color(rgb))
            .overlay(Circle().strokeBorder(Color.primary.opacity(0.35), lineWidth: 1))
            .frame(width: size, height: size)
            .accessibilityHidden(true)
    }
}

/// A player's name beside their colour.
struct PlayerLabel: View {
    let name: String
    let rgb: RGB

    var body: some View {
        HStack(spacing: 8) {
            ColourDot(rgb: rgb)
            Text(name)
        }
    }
}
