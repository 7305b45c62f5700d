//! No group ever holds a fifth Stress token, whatever takes it: the ordinary draw, or a
//! Dangerous Terrain entry naming a token (seed 314 of savannah_race once gave a group with
//! four tokens the vultures' Terror token, CG-DT-SAVANNAH-29). A group at four flees instead
//! (CG-STRESS-06) or, having fled this Action step, loses a figure (CG-STRESS-07).

use congo_nile::congo::Game;
use congo_nile::congo::adventure::Adventure;
use congo_nile::congo::deploy::builtin_setup;
use congo_nile::congo::profile::Culture;
use congo_nile::tabletop::{Bot, RulesGame};

// rule: CG-STRESS-06
#[test]
fn no_group_takes_a_fifth_stress_token_in_random_adventures() {
    let names = Adventure::builtin_names();
    for seed in (300..320u64).chain([314]) {
        let name = names[(seed as usize) % names.len()];
        let first = (seed % 4) as usize;
        let cultures = [Culture::ALL[first], Culture::ALL[(first + 1 + ((seed / 4) % 3) as usize) % 4]];
        let setup = builtin_setup(name, cultures, seed).expect("a built-in adventure");
        let mut g = Game::new(&setup).expect("a valid setup");
        let mut bot = Bot::new(seed);
        let mut steps = 0;
        while let Some(&p) = g.to_decide().first() {
            let d = bot.choose(&g, p).expect("a legal decision");
            g.apply(p, &d).unwrap_or_else(|e| panic!("seed {seed} ({name}), step {steps}: {d:?} refused: {e}"));
            for grp in g.groups() {
                assert!(grp.stress.len() <= 4, "seed {seed} ({name}), step {steps}: {:?}", grp.stress);
            }
            steps += 1;
            assert!(steps < 100_000, "the game ends");
        }
    }
}
