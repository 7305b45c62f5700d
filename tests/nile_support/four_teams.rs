//! The four-team expedition of the whole-game suites (tests/nile_playout.rs, nile_hostile.rs)
//! and the journey benchmark (benches/nile.rs): one team on each approach, named after it, each
//! with one supercargo.
#![allow(dead_code)] // each user takes a part of it

use congo_nile::nile::supercargo::SupercargoKind;
use congo_nile::nile::{Approach, Outfit, TeamSetup};

/// The supercargo of each approach's team, in [`Approach::ALL`] order (north, east, south, west).
pub const SUPERCARGOES: [SupercargoKind; 4] =
    [SupercargoKind::Heroine, SupercargoKind::Missionaries, SupercargoKind::Photographer, SupercargoKind::Journalist];

/// One team on each approach (named after it: "North", "East"...), each outfitted with `base`
/// and its supercargo of [`SUPERCARGOES`].
pub fn four_teams(base: &Outfit) -> Vec<TeamSetup> {
    Approach::ALL
        .iter()
        .zip(SUPERCARGOES)
        .map(|(a, s)| TeamSetup {
            name: format!("{a:?}"),
            approach: *a,
            outfit: Outfit { supercargoes: vec![s], ..base.clone() },
        })
        .collect()
}

/// The whole-game suites' outfit: 12 bearers, 3 pack animals, 150 rations, a guide, 2 askari,
/// 3 medicine, 10 trade goods and 20 water.
pub fn playout_outfit() -> Outfit {
    Outfit {
        bearers: 12,
        pack_animals: 3,
        rations: 150,
        guides: 1,
        askari: 2,
        medicine: 3,
        trade_goods: 10,
        water: 20,
        ..Outfit::default()
    }
}

/// The whole-game suites' four teams: [`four_teams`] with [`playout_outfit`], the east team with
/// a canoe too.
pub fn playout_teams() -> Vec<TeamSetup> {
    let mut teams = four_teams(&playout_outfit());
    for t in teams.iter_mut().filter(|t| t.approach == Approach::East) {
        t.outfit.canoes = 1;
    }
    teams
}
