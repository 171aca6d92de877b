import Terrarium
import TerrariumGraphics
import TerrariumLayout

/// The widget from xxLarge (`RootedWidgetTypeRules`): its box stays as it is, so each family draws the
/// richest of its forms (`RootedWidgetTypeRules`) that fits, the garden's health and who
/// needs water always, the rest as room allows.
extension RootedWidget {
    /// The reader's text size comes before the secondary pieces: every form is tried at it
    /// first, and only where even the last does not fit are the words drawn a size smaller,
    /// down to xxxLarge, the largest regular size (as a text that may shrink does); at xxLarge
    /// and xxxLarge, at the reader's size alone.
    func accessibilityLayout(_ family: WidgetFamily, forms: [[RootedWidgetTypeRules.Part]]) throws -> LayoutNode {
        let reader = surfaces.typeSize
        let sizes = TypeSize.allCases.filter { $0 >= min(reader, .xxxLarge) && $0 <= reader }.reversed()
        let greenhouse = try leastGreenhouse(family)
        var variants: [LayoutNode] = []
        for size in sizes {
            for form in forms {
                variants.append(accessibilityForm(family, form, textFactor: size.scale / reader.scale, greenhouse: greenhouse))
            }
        }
        return ViewThatFits(in: .both) { for variant in variants { variant } }
    }

    private func accessibilityForm(_ family: WidgetFamily, _ form: [RootedWidgetTypeRules.Part], textFactor f: Double,
                                   greenhouse: LayoutNode) -> LayoutNode {
        // The sizes each family's words have at `large`, as in its regular form.
        let (health, healthLeast, body, barWidth): (Double, Double, Double, Double) = switch family {
        case .small: (22, 14, 11, 92)
        case .medium: (26, 16, 11, 92)
        default: (37, 21, 14, 122)
        }
        let words = VStack(alignment: 0, spacing: 4) {
            pixelText(average, points: health * f, least: min(health * f, healthLeast), .title, id: "health")
            if form.contains(.bar) { try? bar(maxWidth: barWidth) }
            if form.contains(.thirstyNames) {
                thirstyList(points: body * f, least: 8, most: 4)
            } else if form.contains(.thirstyCount) {
                thirstyCount(points: body * f)
            }
        }
        let picture: LayoutNode? = form.contains(.greenhouse) ? greenhouse : nil
        let content: LayoutNode = switch family {
        case .extraLarge:
            // The health, the count and the picture in a column; the friends beside them
            // take the widget's whole height, for as many rows as it holds.
            HStack(alignment: 0, spacing: 24) {
                // As wide as its words (the picture would take every width offered), and
                // sized before the friends' rows: the primary words first.
                VStack(alignment: 0, spacing: 8) {
                    words.layoutPriority(1)
                    picture
                }
                .fixedSize(horizontal: true, vertical: false)
                .layoutPriority(2)
                if form.contains(.friends) { friends(points: body * f).frame(maxWidth: .infinity, alignment: .topLeading) }
            }
        case .small, .large:
            VStack(alignment: 0, spacing: 6) {
                words.layoutPriority(1)
                picture
            }
        default:
            HStack(alignment: 0.5, spacing: 12) {
                picture
                words.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).layoutPriority(1)
            }
        }
        return content.padding(EdgeInsets(top: 8, leading: 10, bottom: 8, trailing: 10))
    }

    /// "3 need water": the line may wrap between words where it is too long for the box.
    private func thirstyCount(points: Double) -> LayoutNode {
        let text = RootedWidgetTypeRules.thirstyCount(thirsty: garden.needingWater.count, plants: garden.plants.count)
        return pixelText(text, points: points, least: 8, .text, lines: 3, id: "thirsty")
    }

    /// iPad's friends, each a name and a level (the plant's type gives way to them), as many
    /// rows as the height left holds and "+N more": measured as its
    /// heading and one more line, so that a form with it fits where those two do.
    private func friends(points: Double) -> LayoutNode {
        let line = 16 * Double(max(1, Int((points * surfaces.typeSize.scale * scale / 16).rounded()))) / scale
        return friendsList(points: points, least: 8, kinds: false)
            .frame(idealHeight: 2.5 * line + 3, maxHeight: .infinity, alignment: .topLeading)
            .layoutPriority(1)
    }

    /// The greenhouse, measured at one device pixel per art pixel, the least it is drawn at
    /// (never squeezed below it), and drawn as large as whole art pixels allow in its room.
    private func leastGreenhouse(_ family: WidgetFamily) throws -> LayoutNode {
        let crop = family == .small ? RootedSurfaces.smallCrop : RootedSurfaces.crop
        let least = Size(Double(crop.width) / scale, Double(crop.height) / scale)
        return try gardenNode(crop: crop, ideal: least)
            .frame(minWidth: least.width, maxWidth: .infinity, minHeight: least.height, maxHeight: .infinity)
    }
}
