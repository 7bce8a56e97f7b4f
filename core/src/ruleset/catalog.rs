//! The expansion selector of Part C of the reference: every expansion, its
//! components (the unit a player can switch on), the tab it sits on, and the
//! [`Element`] the rules ask about.
//!
//! Keys are the ones Part C.2 and C.4 suggest. An expansion without listed
//! components is one element whose key is the expansion key; a component's key is
//! `<expansion>.<component>`.

use serde::Serialize;

use crate::l10n::Message;

/// One switchable piece of rules material: a whole expansion or one component of it.
///
/// The rules only ever ask "is this element in play?" (see [`super::Ruleset::has`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[allow(missing_docs)]
pub enum Element {
    // Exp. 1 - Inns & Cathedrals
    Inns,
    Cathedrals,
    LargeMeeple,
    // Exp. 2 - Traders & Builders
    TradeGoods,
    Builder,
    Pig,
    // Exp. 3 - The Princess & the Dragon
    Princess,
    Dragon,
    Fairy,
    MagicPortal,
    Tower,
    // Exp. 5 - Abbey & Mayor
    Abbey,
    Mayor,
    Wagon,
    Barn,
    // Exp. 6 - Count, King & Robber
    Count,
    KingRobberBaron,
    River2,
    Shrines,
    Catapult,
    // Exp. 8 - Bridges, Castles & Bazaars
    Bridges,
    Castles,
    Bazaars,
    // Exp. 9 - Hills & Sheep
    Hills,
    Shepherd,
    Vineyards,
    // Exp. 10 - Under the Big Top
    BigTop,
    Acrobats,
    Ringmaster,
    // Exp. 11 - Ghosts, Castles & Cemeteries
    Guards,
    Ghosts,
    HauntedCastles,
    Cemeteries,
    WheelOfFortune,
    FlyingMachines,
    Messages,
    Ferries,
    GoldMines,
    // Mini 5 - Mage & Witch
    Mage,
    Witch,
    Robbers,
    CropCircles,
    River,
    River20th,
    Cathars,
    Gq11,
    Phantom,
    Halflings,
    Plague,
    Tunnel,
    Festival,
    WindRoses,
    LittleBuildings,
    Darmstadt,
    School,
    // Russian Promos
    BabaYaga,
    Vodyanoy,
    LaPorxada,
    GermanCastles,
    GermanCathedrals,
    Monasteries,
    SpielPromoTiles,
    Labyrinth,
    // The Abbot
    Abbot,
    Gardens,
    Watchtowers,
    MarketsOfLeipzig,
    FruitTrees,
    BarberSurgeons,
    SpielDoch2018,
    Tollkeepers,
    PeasantRevolts,
    Anniversary20,
    Gifts,
    Signposts,
    Bets,
    UkrainePromo,
    WondersOfHumanity,
    SpellCircles,
    Drawbridges,
    FourSeasonsSpring,
    SnakesLadders,
    SaintNicholasBoard,
    PnpEaster,
    PnpCityGates,
    PnpFortuneTeller,
    PnpLandSurveyors,
    CnpCutcassonne,
    WeGingerbreadMan,
    // Fan expansions (C.4)
    FanBards,
    FanBlackDragon,
    FanBlackTower,
    FanCastleLords,
    FanCityBridges,
    FanClericSerf,
    FanCourier,
    FanCovid19,
    FanDecinskySneznik,
    FanDividedCities,
    FanFamilyFeud,
    FanFlyingMachines2,
    FanGamblersLuck,
    FanGreatFairs,
    FanHansStatue,
    FanLabyrinths,
    FanLandSurveyors2,
    FanObelisk,
    FanRobbersSon,
    FanSaintNicholasBoard,
    FanSeasons,
    FanSnakesLaddersBoard,
    FanVistas,
    FanWells,
    FanWetlands,
}

/// The selector tab an expansion is shown on (C.1). The seeds do not mark the tab of
/// each expansion; the assignment below follows C.1's description of the tabs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Group {
    /// Major Hans im Glück expansions.
    Major,
    /// Minor Hans im Glück expansions and licensed equivalents.
    Minor,
    /// Other licensed and unofficial expansions.
    Other,
    /// Print & Play and Cut & Play expansions released by Hans im Glück.
    PrintAndPlay,
    /// Fan-made expansions.
    Fan,
}

/// A component of an expansion: what the selector's "[+]" opens.
#[derive(Debug, Serialize)]
pub struct Component {
    /// `<expansion>.<component>`, or the expansion key for a single-element expansion.
    pub key: &'static str,
    /// English name.
    pub name: &'static str,
    /// The rules element it switches on.
    #[serde(skip)]
    pub element: Element,
}

/// One row of the selector (C.2 and C.4).
#[derive(Debug, Serialize)]
pub struct Expansion {
    /// Key suggested by Part C.
    pub key: &'static str,
    /// English name.
    pub name: &'static str,
    /// Selector tab.
    pub group: Group,
    /// Its components; a single one (keyed like the expansion) when C.2 lists none.
    pub components: &'static [Component],
}

macro_rules! single {
    ($key:literal, $name:literal, $group:ident, $element:ident) => {
        Expansion {
            key: $key,
            name: $name,
            group: Group::$group,
            components: &[Component { key: $key, name: $name, element: Element::$element }],
        }
    };
}

macro_rules! parts {
    ($key:literal, $name:literal, $group:ident, [$(($ckey:literal, $cname:literal, $element:ident)),+ $(,)?]) => {
        Expansion {
            key: $key,
            name: $name,
            group: Group::$group,
            components: &[$(Component {
                key: concat!($key, ".", $ckey),
                name: $cname,
                element: Element::$element,
            }),+],
        }
    };
}

/// Every expansion of C.2 then C.4, in seed order.
pub static EXPANSIONS: &[Expansion] = &[
    parts!(
        "exp01_inns_cathedrals",
        "Exp. 1 - Inns & Cathedrals",
        Major,
        [
            ("inns", "Inns", Inns),
            ("cathedrals", "Cathedrals", Cathedrals),
            ("large_meeple", "Large meeple", LargeMeeple),
        ]
    ),
    parts!(
        "exp02_traders_builders",
        "Exp. 2 - Traders & Builders",
        Major,
        [("trade_goods", "Trade goods tokens", TradeGoods), ("builder", "Builder", Builder), ("pig", "Pig", Pig),]
    ),
    parts!(
        "exp03_princess_dragon",
        "Exp. 3 - The Princess & the Dragon",
        Major,
        [
            ("princess", "Princess", Princess),
            ("dragon", "Dragon", Dragon),
            ("fairy", "Fairy", Fairy),
            ("magic_portal", "Magic portal", MagicPortal),
        ]
    ),
    single!("exp04_tower", "Exp. 4 - The Tower", Major, Tower),
    parts!(
        "exp05_abbey_mayor",
        "Exp. 5 - Abbey & Mayor",
        Major,
        [("abbey", "Abbeys", Abbey), ("mayor", "Mayors", Mayor), ("wagon", "Wagons", Wagon), ("barn", "Barns", Barn),]
    ),
    parts!(
        "exp06_count_king_robber",
        "Exp. 6 - Count, King & Robber",
        Major,
        [
            ("count", "Count of Carcassonne", Count),
            ("king_robber_baron", "King & Robber Baron", KingRobberBaron),
            ("river2", "The River II", River2),
            ("shrines", "Shrines", Shrines),
        ]
    ),
    single!("exp07_catapult", "Exp. 7 - The Catapult", Major, Catapult),
    parts!(
        "exp08_bridges_castles_bazaars",
        "Exp. 8 - Bridges, Castles & Bazaars",
        Major,
        [("bridges", "Bridges", Bridges), ("castles", "Castles", Castles), ("bazaars", "Bazaars", Bazaars),]
    ),
    parts!(
        "exp09_hills_sheep",
        "Exp. 9 - Hills & Sheep",
        Major,
        [("hills", "Hills", Hills), ("shepherd", "Shepherd", Shepherd), ("vineyards", "Vineyards", Vineyards),]
    ),
    parts!(
        "exp10_under_the_big_top",
        "Exp. 10 - Under the Big Top",
        Major,
        [
            ("big_top", "Big top (circus)", BigTop),
            ("acrobats", "Acrobats", Acrobats),
            ("ringmaster", "Ringmaster", Ringmaster),
        ]
    ),
    parts!(
        "exp11_ghosts_castles_cemeteries",
        "Exp. 11 - Ghosts, Castles & Cemeteries",
        Major,
        [
            ("guards", "Guard meeples", Guards),
            ("ghosts", "Ghosts", Ghosts),
            ("haunted_castles", "Haunted castles", HauntedCastles),
            ("cemeteries", "Cemeteries", Cemeteries),
        ]
    ),
    single!("wheel_of_fortune", "Wheel of Fortune", Other, WheelOfFortune),
    single!("mini1_flying_machines", "Mini 1 - The Flying Machines", Minor, FlyingMachines),
    single!("mini2_messages", "Mini 2 - The Messages", Minor, Messages),
    single!("mini3_ferries", "Mini 3 - The Ferries", Minor, Ferries),
    single!("mini4_gold_mines", "Mini 4 - The Gold Mines", Minor, GoldMines),
    parts!("mini5_mage_witch", "Mini 5 - Mage & Witch", Minor, [("mage", "Mage", Mage), ("witch", "Witch", Witch),]),
    single!("mini6_robbers", "Mini 6 - The Robbers", Minor, Robbers),
    single!("mini7_crop_circles", "Mini 7 - The Crop Circles", Minor, CropCircles),
    single!("river", "The River", Minor, River),
    single!("river_20th_anniversary", "20th Anniversary River", Minor, River20th),
    single!("cathars_siege", "Cathars / Siege / Besiegers", Minor, Cathars),
    single!("gq11", "Mini Expansion GQ#11", Minor, Gq11),
    single!("phantom", "The Phantom", Minor, Phantom),
    single!("halflings", "Halflings", Minor, Halflings),
    single!("plague", "The Plague", Minor, Plague),
    single!("tunnel", "The Tunnel", Minor, Tunnel),
    single!("festival", "The Festival", Minor, Festival),
    single!("wind_roses", "The Wind Roses", Minor, WindRoses),
    single!("little_buildings", "Little Buildings", Minor, LittleBuildings),
    single!("darmstadt_promo", "Darmstadt Promo", Minor, Darmstadt),
    single!("school", "The School", Minor, School),
    parts!(
        "russian_promos",
        "Russian Promos",
        Minor,
        [("baba_yaga", "Baba Yaga's hut", BabaYaga), ("vodyanoy", "Vodyanoy", Vodyanoy),]
    ),
    single!("la_porxada", "La Porxada", Minor, LaPorxada),
    single!("german_castles", "German Castles", Minor, GermanCastles),
    single!("german_cathedrals", "German Cathedrals", Minor, GermanCathedrals),
    single!(
        "monasteries_de_nl_be_japan",
        "Monasteries in Germany or Netherlands & Belgium / Japanese buildings",
        Minor,
        Monasteries
    ),
    single!("spiel_promo_tiles", "Spiel Promo Tiles", Minor, SpielPromoTiles),
    single!("labyrinth", "The Labyrinth", Minor, Labyrinth),
    parts!("abbot", "The Abbot", Minor, [("abbot", "Abbot", Abbot), ("gardens", "Gardens", Gardens),]),
    single!("watchtowers", "The Watchtowers", Minor, Watchtowers),
    single!("markets_of_leipzig", "Markets of Leipzig", Minor, MarketsOfLeipzig),
    single!("fruit_trees", "The Fruit-Bearing Trees", Minor, FruitTrees),
    single!("barber_surgeons", "The Barber-Surgeons", Minor, BarberSurgeons),
    single!("spiel_doch_2018", "Spiel Doch! 02/2018", Minor, SpielDoch2018),
    single!("tollkeepers", "The Tollkeepers", Minor, Tollkeepers),
    single!("peasant_revolts", "The Peasant Revolts", Minor, PeasantRevolts),
    single!("anniversary20_expansion", "20th Anniversary Expansion", Minor, Anniversary20),
    single!("gifts", "The Gifts", Minor, Gifts),
    single!("signposts", "The Signposts", Minor, Signposts),
    single!("bets", "The Bets", Minor, Bets),
    single!("ukraine_promo", "Ukraine Promo", Minor, UkrainePromo),
    single!("wonders_of_humanity", "The Wonders of Humanity", Other, WondersOfHumanity),
    single!("spell_circles", "The Spell Circles", Other, SpellCircles),
    single!("drawbridges", "The Drawbridges", Other, Drawbridges),
    single!("four_seasons_spring", "The Four Seasons: Spring", Other, FourSeasonsSpring),
    single!("snakes_ladders", "Snakes and Ladders", Other, SnakesLadders),
    single!("saint_nicholas_board", "Saint Nicholas scoring board", Other, SaintNicholasBoard),
    single!("pnp_easter", "Easter in Carcassonne (PnP)", PrintAndPlay, PnpEaster),
    single!("pnp_city_gates", "The City Gates (PnP)", PrintAndPlay, PnpCityGates),
    single!("pnp_fortune_teller", "The Fortune Teller (PnP)", PrintAndPlay, PnpFortuneTeller),
    single!("pnp_land_surveyors", "The Land Surveyors (PnP)", PrintAndPlay, PnpLandSurveyors),
    single!("cnp_cutcassonne", "CutCassonne (CnP)", PrintAndPlay, CnpCutcassonne),
    single!("we_gingerbread_man", "Gingerbread Man (WE)", PrintAndPlay, WeGingerbreadMan),
    single!("fan_bards", "Bards of Carcassonne", Fan, FanBards),
    single!("fan_black_dragon", "Black Dragon", Fan, FanBlackDragon),
    single!("fan_black_tower", "Black Tower", Fan, FanBlackTower),
    single!("fan_castle_lords", "Castle Lords", Fan, FanCastleLords),
    single!("fan_city_bridges", "City Bridges", Fan, FanCityBridges),
    single!("fan_cleric_serf", "Cleric & Serf", Fan, FanClericSerf),
    single!("fan_courier", "The Courier", Fan, FanCourier),
    single!("fan_covid19", "COVID-19", Fan, FanCovid19),
    single!("fan_decinsky_sneznik", "Děčínský Sněžník", Fan, FanDecinskySneznik),
    single!("fan_divided_cities", "Divided Cities", Fan, FanDividedCities),
    single!("fan_family_feud", "Family Feud", Fan, FanFamilyFeud),
    single!("fan_flying_machines_2", "The Flying Machines 2", Fan, FanFlyingMachines2),
    single!("fan_gamblers_luck", "Gambler's Luck", Fan, FanGamblersLuck),
    single!("fan_great_fairs", "The Great Fairs", Fan, FanGreatFairs),
    single!("fan_hans_statue", "The Hans Statue", Fan, FanHansStatue),
    single!("fan_labyrinths", "The Labyrinths", Fan, FanLabyrinths),
    single!("fan_land_surveyors_2", "The Land Surveyors 2", Fan, FanLandSurveyors2),
    single!("fan_obelisk", "The Obelisk", Fan, FanObelisk),
    single!("fan_robbers_son", "Robber's Son", Fan, FanRobbersSon),
    single!("fan_saint_nicholas_board", "Saint Nicholas Scoring Board", Fan, FanSaintNicholasBoard),
    single!("fan_seasons", "Seasons", Fan, FanSeasons),
    single!("fan_snakes_ladders_board", "Snakes and Ladders Scoring Board", Fan, FanSnakesLaddersBoard),
    single!("fan_vistas", "Vistas", Fan, FanVistas),
    single!("fan_wells", "The Wells", Fan, FanWells),
    single!("fan_wetlands", "The Wetlands", Fan, FanWetlands),
];

/// Every component in catalog order.
pub fn components() -> impl Iterator<Item = &'static Component> {
    EXPANSIONS.iter().flat_map(|expansion| expansion.components.iter())
}

/// The component that switches `element` on.
pub fn component_of(element: Element) -> &'static Component {
    // Schemas ask this for every input an expansion adds, so it is looked up in a
    // table indexed by element rather than by walking the catalog each time.
    static BY_ELEMENT: std::sync::OnceLock<Vec<Option<&'static Component>>> = std::sync::OnceLock::new();
    let table = BY_ELEMENT.get_or_init(|| {
        let mut table: Vec<Option<&'static Component>> = Vec::new();
        for component in components() {
            let index = component.element as usize;
            if table.len() <= index {
                table.resize(index + 1, None);
            }
            table[index].get_or_insert(component);
        }
        table
    });
    table
        .get(element as usize)
        .copied()
        .flatten()
        .unwrap_or_else(|| unreachable!("every element has a catalog entry: {element:?}"))
}

/// The name of an expansion or component in the player's language: the message
/// `expansion-<key>`, or `component-<expansion>-<component>` for a component of an
/// expansion made of several.
pub fn title_of(key: &str) -> Message {
    if key.contains('.') { Message::keyed("component", key) } else { Message::keyed("expansion", key) }
}

/// The expansion a key names, if any.
pub fn expansion(key: &str) -> Option<&'static Expansion> {
    EXPANSIONS.iter().find(|expansion| expansion.key == key)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn keys_are_unique() {
        let mut seen = HashSet::new();
        for expansion in EXPANSIONS {
            assert!(seen.insert(expansion.key), "duplicate {}", expansion.key);
            for component in expansion.components {
                if expansion.components.len() > 1 {
                    assert!(seen.insert(component.key), "duplicate {}", component.key);
                }
            }
        }
    }

    #[test]
    fn each_element_has_one_component() {
        let mut elements = HashSet::new();
        for component in components() {
            assert!(elements.insert(component.element), "{:?} twice", component.element);
        }
    }

    #[test]
    fn part_c2_has_64_entries_and_c4_has_25() {
        let fan = EXPANSIONS.iter().filter(|e| e.group == Group::Fan).count();
        assert_eq!(EXPANSIONS.len() - fan, 64);
        assert_eq!(fan, 25);
    }
}
