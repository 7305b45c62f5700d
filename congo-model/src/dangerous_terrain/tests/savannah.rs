//! One test per savannah entry: scripted D10 faces reach it (both corners of its range, the face
//! 10 standing for index 0) and its effect data is as printed.

use super::super::*;
use super::face;
use crate::profile::{Ritual, Stick, Weapon};
use crate::stress::StressKind;
use tabletop::{DiceSource, Die};

// rule: CG-DT-SAVANNAH-01
entry!(savannah_01, Savannah, [0, 0], [2, 9], "CG-DT-SAVANNAH-01", DangerousEffect::Nothing);

// rule: CG-DT-SAVANNAH-02
entry!(savannah_02, Savannah, [3, 0], [3, 1], "CG-DT-SAVANNAH-02", DangerousEffect::DrawTotem { count: 1 });

// rule: CG-DT-SAVANNAH-03
entry!(savannah_03, Savannah, [3, 2], [3, 3], "CG-DT-SAVANNAH-03", DangerousEffect::RecoverTotem);

// rule: CG-DT-SAVANNAH-04
entry!(savannah_04, Savannah, [3, 4], [3, 5], "CG-DT-SAVANNAH-04", DangerousEffect::Trail);

// rule: CG-DT-SAVANNAH-05
entry!(
    savannah_05,
    Savannah,
    [3, 6],
    [3, 7],
    "CG-DT-SAVANNAH-05",
    DangerousEffect::PlaceLoot { count: 1, bulky: false, placement: LootPlacement::WithGroup }
);

// rule: CG-DT-SAVANNAH-06
entry!(
    savannah_06,
    Savannah,
    [3, 8],
    [3, 9],
    "CG-DT-SAVANNAH-06",
    DangerousEffect::StrangeDrums { ritual: Ritual::MadHyena, dice: dice(3, Die::D6) }
);

// rule: CG-DT-SAVANNAH-07
entry!(
    savannah_07,
    Savannah,
    [4, 0],
    [4, 1],
    "CG-DT-SAVANNAH-07",
    DangerousEffect::PlaceLoot { count: 2, bulky: true, placement: LootPlacement::InAreaOutOfContact }
);

// rule: CG-DT-SAVANNAH-08
entry!(savannah_08, Savannah, [4, 2], [4, 3], "CG-DT-SAVANNAH-08", DangerousEffect::Marker { kind: MarkerKind::Smoke });

// rule: CG-DT-SAVANNAH-09
entry!(savannah_09, Savannah, [4, 4], [4, 5], "CG-DT-SAVANNAH-09", DangerousEffect::ReplaceActionCards);

// rule: CG-DT-SAVANNAH-10
entry!(savannah_10, Savannah, [4, 6], [4, 7], "CG-DT-SAVANNAH-10", DangerousEffect::EachPlayerPlacesLoot { count: 2 });

// rule: CG-DT-SAVANNAH-11
entry!(
    savannah_11,
    Savannah,
    [4, 8],
    [4, 9],
    "CG-DT-SAVANNAH-11",
    DangerousEffect::DeadAskaris { weapon: Weapon::Muskets, untrained: Die::D6 }
);

// rule: CG-DT-SAVANNAH-12
entry!(
    savannah_12,
    Savannah,
    [5, 0],
    [5, 1],
    "CG-DT-SAVANNAH-12",
    DangerousEffect::TerrorNearEdges { range: Stick::M }
);

// rule: CG-DT-SAVANNAH-13
entry!(
    savannah_13,
    Savannah,
    [5, 2],
    [5, 3],
    "CG-DT-SAVANNAH-13",
    DangerousEffect::MoveTowardRandomEdge { stick: Stick::S }
);

// rule: CG-DT-SAVANNAH-14
entry!(savannah_14, Savannah, [5, 4], [5, 5], "CG-DT-SAVANNAH-14", DangerousEffect::PanicFire);

// rule: CG-DT-SAVANNAH-15
entry!(savannah_15, Savannah, [5, 6], [5, 7], "CG-DT-SAVANNAH-15", DangerousEffect::AntelopeHerd);

// rule: CG-DT-SAVANNAH-16
entry!(savannah_16, Savannah, [5, 8], [5, 9], "CG-DT-SAVANNAH-16", DangerousEffect::SacredObjects);

// rule: CG-DT-SAVANNAH-17
entry!(savannah_17, Savannah, [6, 0], [6, 1], "CG-DT-SAVANNAH-17", DangerousEffect::StrangeMan);

// rule: CG-DT-SAVANNAH-18
entry!(
    savannah_18,
    Savannah,
    [6, 2],
    [6, 3],
    "CG-DT-SAVANNAH-18",
    DangerousEffect::LastingEffect { effect: Lasting::NightFalls, chance: Some(Die::D6) }
);

// rule: CG-DT-SAVANNAH-19
entry!(
    savannah_19,
    Savannah,
    [6, 4],
    [6, 5],
    "CG-DT-SAVANNAH-19",
    DangerousEffect::PlaceLoot { count: 3, bulky: true, placement: LootPlacement::InAreaOutOfContact }
);

// rule: CG-DT-SAVANNAH-20
entry!(
    savannah_20,
    Savannah,
    [6, 6],
    [6, 7],
    "CG-DT-SAVANNAH-20",
    DangerousEffect::LastingEffect { effect: Lasting::Downpour, chance: None }
);

// rule: CG-DT-SAVANNAH-21
entry!(
    savannah_21,
    Savannah,
    [6, 8],
    [6, 9],
    "CG-DT-SAVANNAH-21",
    DangerousEffect::SleepingLion { wake: Die::D8, dice: dice(2, Die::D8), per_stress_token: Die::D8 }
);

// rule: CG-DT-SAVANNAH-22
entry!(
    savannah_22,
    Savannah,
    [7, 0],
    [7, 1],
    "CG-DT-SAVANNAH-22",
    DangerousEffect::LastingEffect { effect: Lasting::Heat, chance: None }
);

// rule: CG-DT-SAVANNAH-23
entry!(savannah_23, Savannah, [7, 2], [7, 3], "CG-DT-SAVANNAH-23", DangerousEffect::LostBearings);

// rule: CG-DT-SAVANNAH-24
entry!(
    savannah_24,
    Savannah,
    [7, 4],
    [7, 5],
    "CG-DT-SAVANNAH-24",
    DangerousEffect::AngryWarthog { dice: dice(4, Die::D6) }
);

// rule: CG-DT-SAVANNAH-25
entry!(
    savannah_25,
    Savannah,
    [7, 6],
    [7, 7],
    "CG-DT-SAVANNAH-25",
    DangerousEffect::LastingEffect { effect: Lasting::TrapsForAll, chance: None }
);

// rule: CG-DT-SAVANNAH-26
entry!(
    savannah_26,
    Savannah,
    [7, 8],
    [7, 9],
    "CG-DT-SAVANNAH-26",
    DangerousEffect::MeleeAttack { dice: dice(3, Die::D8), stress_instead_of_casualties: true }
);

// rule: CG-DT-SAVANNAH-27
entry!(savannah_27, Savannah, [8, 0], [8, 1], "CG-DT-SAVANNAH-27", DangerousEffect::DyingWarrior);

// rule: CG-DT-SAVANNAH-28
entry!(
    savannah_28,
    Savannah,
    [8, 2],
    [8, 3],
    "CG-DT-SAVANNAH-28",
    DangerousEffect::ShootingAttack { dice: dice(5, Die::D6), per_stress_token: None, bulky_loot_if_unharmed: false }
);

// rule: CG-DT-SAVANNAH-29
entry!(
    savannah_29,
    Savannah,
    [8, 4],
    [8, 5],
    "CG-DT-SAVANNAH-29",
    DangerousEffect::TakeToken { token: StressKind::Terror, if_none: IfNoToken::LoseModel }
);

// rule: CG-DT-SAVANNAH-30
entry!(
    savannah_30,
    Savannah,
    [8, 6],
    [8, 7],
    "CG-DT-SAVANNAH-30",
    DangerousEffect::HuntersTrap { dice: [Die::D6, Die::D8, Die::D10] }
);

// rule: CG-DT-SAVANNAH-31
entry!(savannah_31, Savannah, [8, 8], [8, 9], "CG-DT-SAVANNAH-31", DangerousEffect::PowerfulMagic { max_discard: 3 });

// rule: CG-DT-SAVANNAH-32
entry!(savannah_32, Savannah, [9, 0], [9, 1], "CG-DT-SAVANNAH-32", DangerousEffect::FleeThenStress { tokens: 1 });

// rule: CG-DT-SAVANNAH-33
entry!(
    savannah_33,
    Savannah,
    [9, 2],
    [9, 3],
    "CG-DT-SAVANNAH-33",
    DangerousEffect::TakeToken { token: StressKind::Panic, if_none: IfNoToken::Nothing }
);

// rule: CG-DT-SAVANNAH-34
entry!(
    savannah_34,
    Savannah,
    [9, 4],
    [9, 5],
    "CG-DT-SAVANNAH-34",
    DangerousEffect::Marker { kind: MarkerKind::BushFire { survival: Die::D6 } }
);

// rule: CG-DT-SAVANNAH-35
entry!(
    savannah_35,
    Savannah,
    [9, 6],
    [9, 7],
    "CG-DT-SAVANNAH-35",
    DangerousEffect::ConsecratedGround { opponent_draws_if_none: 2 }
);

// rule: CG-DT-SAVANNAH-36
entry!(
    savannah_36,
    Savannah,
    [9, 8],
    [9, 9],
    "CG-DT-SAVANNAH-36",
    DangerousEffect::ReallySinister { dice: dice(3, Die::D10) }
);
