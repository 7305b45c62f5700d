//! One test per jungle entry: scripted D10 faces reach it (both corners of its range, the face
//! 10 standing for index 0) and its effect data is as printed.

use super::super::*;
use super::face;
use crate::profile::{Ritual, Stick};
use crate::stress::StressKind;
use tabletop::{DiceSource, Die};

// rule: CG-DT-JUNGLE-01
entry!(jungle_01, Jungle, [0, 0], [2, 9], "CG-DT-JUNGLE-01", DangerousEffect::Nothing);

// rule: CG-DT-JUNGLE-02
entry!(
    jungle_02,
    Jungle,
    [3, 0],
    [3, 1],
    "CG-DT-JUNGLE-02",
    DangerousEffect::PlaceLoot { count: 1, bulky: false, placement: LootPlacement::WithGroup }
);

// rule: CG-DT-JUNGLE-03
entry!(jungle_03, Jungle, [3, 2], [3, 3], "CG-DT-JUNGLE-03", DangerousEffect::DrawTotem { count: 1 });

// rule: CG-DT-JUNGLE-04
entry!(jungle_04, Jungle, [3, 4], [3, 5], "CG-DT-JUNGLE-04", DangerousEffect::ShelterOrTotem);

// rule: CG-DT-JUNGLE-05
entry!(
    jungle_05,
    Jungle,
    [3, 6],
    [3, 7],
    "CG-DT-JUNGLE-05",
    DangerousEffect::PlaceLoot { count: 1, bulky: false, placement: LootPlacement::WithGroup }
);

// rule: CG-DT-JUNGLE-06
entry!(jungle_06, Jungle, [3, 8], [3, 9], "CG-DT-JUNGLE-06", DangerousEffect::RallyOrTotem);

// rule: CG-DT-JUNGLE-07
entry!(jungle_07, Jungle, [4, 0], [4, 1], "CG-DT-JUNGLE-07", DangerousEffect::Trail);

// rule: CG-DT-JUNGLE-08
entry!(jungle_08, Jungle, [4, 2], [4, 3], "CG-DT-JUNGLE-08", DangerousEffect::Cloudburst { range: Stick::M });

// rule: CG-DT-JUNGLE-09
entry!(
    jungle_09,
    Jungle,
    [4, 4],
    [4, 5],
    "CG-DT-JUNGLE-09",
    DangerousEffect::HaggardMan { ritual: Ritual::MandrillsDance, dice: dice(3, Die::D8), refuse_discard: 1 }
);

// rule: CG-DT-JUNGLE-10
entry!(
    jungle_10,
    Jungle,
    [4, 6],
    [4, 7],
    "CG-DT-JUNGLE-10",
    DangerousEffect::ShootingAttack { dice: dice(3, Die::D8), per_stress_token: None, bulky_loot_if_unharmed: true }
);

// rule: CG-DT-JUNGLE-11
entry!(jungle_11, Jungle, [4, 8], [4, 9], "CG-DT-JUNGLE-11", DangerousEffect::LostPet { combat: Die::D8 });

// rule: CG-DT-JUNGLE-12
entry!(
    jungle_12,
    Jungle,
    [5, 0],
    [5, 1],
    "CG-DT-JUNGLE-12",
    DangerousEffect::LootSacredSite { dice: dice(3, Die::D8) }
);

// rule: CG-DT-JUNGLE-13
entry!(jungle_13, Jungle, [5, 2], [5, 3], "CG-DT-JUNGLE-13", DangerousEffect::DrawStress { count: 1 });

// rule: CG-DT-JUNGLE-14
entry!(jungle_14, Jungle, [5, 4], [5, 5], "CG-DT-JUNGLE-14", DangerousEffect::FleeWithNeighbours { range: Stick::S });

// rule: CG-DT-JUNGLE-15
entry!(jungle_15, Jungle, [5, 6], [5, 7], "CG-DT-JUNGLE-15", DangerousEffect::TasteBerries { survival: Die::D8 });

// rule: CG-DT-JUNGLE-16
entry!(jungle_16, Jungle, [5, 8], [5, 9], "CG-DT-JUNGLE-16", DangerousEffect::MoveTowardRandomEdge { stick: Stick::S });

// rule: CG-DT-JUNGLE-17
entry!(jungle_17, Jungle, [6, 0], [6, 1], "CG-DT-JUNGLE-17", DangerousEffect::StopBeforeEntering);

// rule: CG-DT-JUNGLE-18
entry!(
    jungle_18,
    Jungle,
    [6, 2],
    [6, 3],
    "CG-DT-JUNGLE-18",
    DangerousEffect::TokenOrShooting { token: StressKind::Panic, dice: dice(4, Die::D8) }
);

// rule: CG-DT-JUNGLE-19
entry!(jungle_19, Jungle, [6, 4], [6, 5], "CG-DT-JUNGLE-19", DangerousEffect::PanicFire);

// rule: CG-DT-JUNGLE-20
entry!(
    jungle_20,
    Jungle,
    [6, 6],
    [6, 7],
    "CG-DT-JUNGLE-20",
    DangerousEffect::Marker { kind: MarkerKind::TsetseSwarm { moves: 3, stick: Stick::L } }
);

// rule: CG-DT-JUNGLE-21
entry!(jungle_21, Jungle, [6, 8], [6, 9], "CG-DT-JUNGLE-21", DangerousEffect::AllInTerrainDrawStress { count: 1 });

// rule: CG-DT-JUNGLE-22
entry!(
    jungle_22,
    Jungle,
    [7, 0],
    [7, 1],
    "CG-DT-JUNGLE-22",
    DangerousEffect::ShootingAttack { dice: dice(3, Die::D6), per_stress_token: None, bulky_loot_if_unharmed: false }
);

// rule: CG-DT-JUNGLE-23
entry!(jungle_23, Jungle, [7, 2], [7, 3], "CG-DT-JUNGLE-23", DangerousEffect::TerrorTest);

// rule: CG-DT-JUNGLE-24
entry!(
    jungle_24,
    Jungle,
    [7, 4],
    [7, 5],
    "CG-DT-JUNGLE-24",
    DangerousEffect::Quicksand { stick: Stick::S, survival: Die::D8 }
);

// rule: CG-DT-JUNGLE-25
entry!(
    jungle_25,
    Jungle,
    [7, 6],
    [7, 7],
    "CG-DT-JUNGLE-25",
    DangerousEffect::PanicOrMovementAndRoll { survival: Die::D10 }
);

// rule: CG-DT-JUNGLE-26
entry!(jungle_26, Jungle, [7, 8], [7, 9], "CG-DT-JUNGLE-26", DangerousEffect::OpponentDrawsTotem { count: 1 });

// rule: CG-DT-JUNGLE-27
entry!(jungle_27, Jungle, [8, 0], [8, 1], "CG-DT-JUNGLE-27", DangerousEffect::DiscardRandomTotem { count: 1 });

// rule: CG-DT-JUNGLE-28
entry!(
    jungle_28,
    Jungle,
    [8, 2],
    [8, 3],
    "CG-DT-JUNGLE-28",
    DangerousEffect::MeleeAttack { dice: dice(3, Die::D8), stress_instead_of_casualties: true }
);

// rule: CG-DT-JUNGLE-29
entry!(jungle_29, Jungle, [8, 4], [8, 5], "CG-DT-JUNGLE-29", DangerousEffect::Python { survival: Die::D8, loot: 1 });

// rule: CG-DT-JUNGLE-30
entry!(
    jungle_30,
    Jungle,
    [8, 6],
    [8, 7],
    "CG-DT-JUNGLE-30",
    DangerousEffect::TakeToken { token: StressKind::Panic, if_none: IfNoToken::Nothing }
);

// rule: CG-DT-JUNGLE-31
entry!(jungle_31, Jungle, [8, 8], [8, 9], "CG-DT-JUNGLE-31", DangerousEffect::FleeOrStress { tokens: 2 });

// rule: CG-DT-JUNGLE-32
entry!(jungle_32, Jungle, [9, 0], [9, 1], "CG-DT-JUNGLE-32", DangerousEffect::HopelesslyLost { fallback_stress: 2 });

// rule: CG-DT-JUNGLE-33
entry!(jungle_33, Jungle, [9, 2], [9, 3], "CG-DT-JUNGLE-33", DangerousEffect::TrapPit { die: Die::D10 });

// rule: CG-DT-JUNGLE-34
entry!(
    jungle_34,
    Jungle,
    [9, 4],
    [9, 5],
    "CG-DT-JUNGLE-34",
    DangerousEffect::Marker { kind: MarkerKind::CannibalTerritory { archers: 3, shooting: Die::D6 } }
);

// rule: CG-DT-JUNGLE-35
entry!(jungle_35, Jungle, [9, 6], [9, 7], "CG-DT-JUNGLE-35", DangerousEffect::Marker { kind: MarkerKind::Mist });

// rule: CG-DT-JUNGLE-36
entry!(
    jungle_36,
    Jungle,
    [9, 8],
    [9, 9],
    "CG-DT-JUNGLE-36",
    DangerousEffect::ReallySinister { dice: dice(3, Die::D10) }
);
