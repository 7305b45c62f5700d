//! One name, one game: the C ABI's (and so the wasm package's) built-in Congo setups are the
//! setups `examples/skirmish.rs` plays, `congo_core::deploy::builtin_adventure_setup`; the
//! seed seeds the dice only, never the cultures or the deployment.

use congo_core::Setup;
use congo_core::adventure::Adventure;
use congo_core::deploy::builtin_adventure_setup;
use congo_nile_ffi::session::Session;

fn binding_setup(name: &str, seed: u64) -> Setup {
    let session = Session::<congo_core::Game>::builtin(name, seed).expect("a built-in setup");
    session.game().setup_ref().clone()
}

#[test]
fn the_bindings_and_the_example_build_the_same_game_for_one_adventure_name() {
    for &name in Adventure::builtin_names() {
        for seed in [1, 7, 12] {
            let core = builtin_adventure_setup(name, seed).expect("a built-in adventure");
            assert_eq!(binding_setup(name, seed), core, "{name} with seed {seed}");
        }
    }
}

#[test]
fn the_seed_changes_the_dice_only() {
    for &name in Adventure::builtin_names() {
        let (mut one, two) =
            (builtin_adventure_setup(name, 1).expect("built in"), builtin_adventure_setup(name, 2).expect("built in"));
        assert_ne!(one.dice, two.dice, "{name}");
        one.dice = two.dice.clone();
        assert_eq!(one, two, "{name}: cultures, columns and deployment do not depend on the seed");
    }
}
