import Terrarium

/// Bloom's eight plant images, named as the PRD names its assets.
enum PlantSprite: String, CaseIterable {
    case seed = "plant_00_seed"
    case sprout = "plant_01_sprout"
    case seedling = "plant_02_seedling"
    case vegetative = "plant_03_vegetative"
    case bud = "plant_04_bud"
    case prebloom = "plant_05_prebloom"
    case bloom = "plant_06_bloom"
    case wilted = "plant_error"

    /// What the image shows, written into the PNG's Description.
    var accessibilityDescription: String {
        switch self {
        case .seed: "A seed resting in soil in a round pot"
        case .sprout: "A tiny green shoot rising from the soil"
        case .seedling: "A seedling with two leaves"
        case .vegetative: "A young plant with a taller stem and several leaves"
        case .bud: "A leafy plant topped by a closed flower bud"
        case .prebloom: "A leafy plant whose bud is opening, pink petals visible"
        case .bloom: "A plant in full pink bloom with floating light particles"
        case .wilted: "A wilted plant with drooping brown leaves"
        }
    }
}

/// The theme colours the art is drawn in; shades are mixed from these, never invented.
struct PlantPalette {
    var soil: Color
    var stem: Color
    var petal: Color
    var pot: Color
    var seed: Color
    var pollen: Color
    var wilt: Color

    init(theme: Theme) throws {
        soil = try theme.color("app.soil")
        stem = try theme.color("app.stem")
        petal = try theme.color("app.petal")
        pot = try theme.color("art.pot")
        seed = try theme.color("art.seed")
        pollen = try theme.color("art.pollen")
        wilt = try theme.color("art.wilt")
    }
}
