// Player colours as SwiftUI colours, with readable text on them in light and dark
// mode, small swatches, and the colours' names as the core says them. The app's own
// palette (the table's highlight, the dark spaces of the track in both modes) is
// here too.

import SwiftUI
import TallyCore
import TallyKit
import UIKit

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
    /// The colour's name for people (VoiceOver, pickers): the core's word.
    var title: Text { Text(name) }
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

/// The app's palette: warm parchment and wood tones that suit the board, with
/// contrast in the light and the dark theme alike. Dark dispatch spaces are drawn
/// darker than the track in the light theme and lighter than the background in the
/// dark theme, so that they stand out in both.
enum Palette {
    /// The background of a track space.
    static let space = Color(light: 0xEFE6D2, dark: 0x3A352C)
    /// A dark dispatch space (Messages).
    static let darkSpace = Color(light: 0x5B4A36, dark: 0xC9B48A)
    /// The number on a space, and on a dark space.
    static let spaceNumber = Color(light: 0x4A3F30, dark: 0xE8DEC8)
    static let darkSpaceNumber = Color(light: 0xF6EFE0, dark: 0x1E1A14)
    /// A 50 tile and a 100 tile.
    static let fiftyTile = Color(light: 0x2E7D6B, dark: 0x6FC7B2)
    static let hundredTile = Color(light: 0xA8551E, dark: 0xF0A46A)
    /// Tonal buttons and chips: the palette's own, never the system's lavender.
    static let tonal = Color(light: 0xE4D8BE, dark: 0x4A4234)
    static let onTonal = Color(light: 0x3B3022, dark: 0xF2E8D5)
}

extension Color {
    /// A colour of the light theme and one of the dark theme.
    init(light: UInt32, dark: UInt32) {
        self.init(uiColor: UIColor { traits in
            let hex = traits.userInterfaceStyle == .dark ? dark : light
            return UIColor(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                           blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
        })
    }
}
