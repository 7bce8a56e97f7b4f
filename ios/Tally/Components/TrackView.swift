// The scoring track as on the board: 50 spaces in a ring, each with its number, the
// dark dispatch spaces the core names (Messages) drawn in the palette's dark-space
// colour (which stands out in the light and the dark theme), every scoring figure
// and robber on its space, and the ring's interior for whatever the screen puts
// there (the table mode puts the scores). The geometry is TallyKit's TrackLayout;
// this view only draws.
//
// VoiceOver reads the track as one element per occupied space ("Space 12: Ann,
// scoring figure 1, dark space; robber of Cleo"), in track order; empty spaces are
// skipped. The numbers scale with the cells, not with Dynamic Type: the same
// information is in the players' rows, which follow Dynamic Type.

import SwiftUI
import TallyCore
import TallyKit

struct TrackView<Centre: View>: View {
    let spaces: [TallyKit.TrackSpace]
    let figuresPerPlayer: Int
    /// The active player's colour, around the ring.
    var highlight: RGB?
    @ViewBuilder let centre: () -> Centre

    var body: some View {
        GeometryReader { proxy in
            let width = Double(proxy.size.width)
            let height = Double(proxy.size.height)
            let layout = TrackLayout.fitting(width: width, height: height)
            let inside = layout.interior(width: width, height: height)
            ZStack(alignment: .topLeading) {
                ForEach(spaces) { space in
                    let frame = layout.frame(of: space.number, width: width, height: height)
                    SpaceCell(space: space, figuresPerPlayer: figuresPerPlayer)
                        .frame(width: frame.width, height: frame.height)
                        .position(x: frame.midX, y: frame.midY)
                }
                if let highlight {
                    RoundedRectangle(cornerRadius: 10)
                        .strokeBorder(Color(highlight), lineWidth: 4)
                        .frame(width: inside.width, height: inside.height)
                        .position(x: inside.midX, y: inside.midY)
                        .accessibilityHidden(true)
                }
                centre()
                    .frame(width: max(0, inside.width - 12), height: max(0, inside.height - 12))
                    .position(x: inside.midX, y: inside.midY)
            }
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel(Text(tx("app-scoring-track")))
    }
}

private struct SpaceCell: View {
    let space: TallyKit.TrackSpace
    let figuresPerPlayer: Int

    var body: some View {
        GeometryReader { proxy in
            let side = min(proxy.size.width, proxy.size.height)
            let centres = TrackLayout.markerCentres(count: space.markers.count)
            ZStack(alignment: .topLeading) {
                RoundedRectangle(cornerRadius: side * 0.12)
                    .fill(space.isDark ? Palette.darkSpace : Palette.space)
                RoundedRectangle(cornerRadius: side * 0.12)
                    .strokeBorder(Color.primary.opacity(0.25), lineWidth: 0.5)
                // Every number, large enough to read across the table; multiples of
                // five in bold, as on the board.
                Text(verbatim: "\(space.number)")
                    .font(.system(size: max(8, side * 0.34), weight: space.number % 5 == 0 ? .heavy : .semibold))
                    .monospacedDigit()
                    .foregroundStyle(space.isDark ? Palette.darkSpaceNumber : Palette.spaceNumber)
                    .minimumScaleFactor(0.5)
                    .padding(side * 0.05)
                ForEach(Array(space.markers.enumerated()), id: \.element.id) { index, marker in
                    MarkerShape(marker: marker, figuresPerPlayer: figuresPerPlayer,
                                size: side * (space.markers.count > 2 ? 0.36 : 0.46))
                        .position(x: centres[index].x * proxy.size.width, y: centres[index].y * proxy.size.height)
                }
            }
        }
        .padding(1)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(accessibilityText)
        .accessibilityHidden(space.markers.isEmpty)
        .accessibilitySortPriority(Double(TrackLayout.spaces - space.number))
    }

    private var accessibilityText: Text {
        var parts = [tx(space.isDark ? "app-dark-space-number" : "app-space-number", ["space": .count(space.number)])]
        for marker in space.markers {
            switch marker.kind {
            case .figure(let index):
                parts.append(figuresPerPlayer > 1
                    ? tx("app-player-figure", ["player": .text(marker.name), "figure": .count(index + 1)])
                    : marker.name)
            case .robber:
                parts.append(tx("app-robber-of", ["player": .text(marker.name)]))
            }
        }
        return Text(parts.joined(separator: ", "))
    }
}

/// A scoring figure (a disc, numbered with Messages) or a robber (a diamond).
private struct MarkerShape: View {
    let marker: TrackMarker
    let figuresPerPlayer: Int
    let size: Double

    var body: some View {
        switch marker.kind {
        case .figure(let index):
            Circle()
                .fill(Color(marker.rgb))
                .overlay(Circle().strokeBorder(marker.rgb.textColour.opacity(0.85), lineWidth: 1.5))
                .shadow(color: .black.opacity(0.35), radius: 1)
                .overlay {
                    if figuresPerPlayer > 1 {
                        Text(verbatim: "\(index + 1)")
                            .font(.system(size: size * 0.6, weight: .bold))
                            .foregroundStyle(marker.rgb.textColour)
                    }
                }
                .frame(width: size, height: size)
        case .robber:
            Rectangle()
                .fill(Color(marker.rgb))
                .overlay(Rectangle().strokeBorder(marker.rgb.textColour, style: StrokeStyle(lineWidth: 1.5, dash: [2, 1.5])))
                .frame(width: size * 0.75, height: size * 0.75)
                .rotationEffect(.degrees(45))
        }
    }
}

/// A 50/100 tile as it lies under a scoring figure.
struct LapTile: View {
    let value: Int
    var large = false

    var body: some View {
        Text(verbatim: "\(value)")
            .font(large ? .title3.weight(.heavy) : .caption.weight(.heavy))
            .monospacedDigit()
            .padding(.horizontal, large ? 8 : 4)
            .padding(.vertical, large ? 2 : 0)
            .foregroundStyle(.white)
            .background(RoundedRectangle(cornerRadius: 4).fill(value == 100 ? Palette.hundredTile : Palette.fiftyTile))
            .accessibilityLabel(Text(tx("app-lap-tile", ["value": .count(value)])))
    }
}
