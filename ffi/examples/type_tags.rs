//! Prints, as JSON, every tag of the tagged and unit enums whose serde shapes cross the bindings'
//! boundary, keyed by the name of the TypeScript union that declares them (`wasm/src/*.d.ts`).
//! The tags come from the Rust types themselves: serde's error for an unknown variant lists
//! every variant ("unknown variant `…`, expected one of `a`, `b`"). The Node test
//! `wasm/tests/congo-types.test.mjs` compares them with the unions the TypeScript compiler reads,
//! so a variant added in Rust and not declared in TypeScript (or the other way round) fails CI.
//!
//! Usage: `cargo run -p congo-nile-ffi --example type_tags`

use serde::de::DeserializeOwned;
use std::collections::BTreeMap;
use std::process::ExitCode;

/// The variant names serde expects for `T`, probed with `probe` (a JSON value naming an
/// unknown variant `\u0001`).
fn tags<T: DeserializeOwned>(probe: &str) -> Result<Vec<String>, String> {
    let err = match serde_json::from_str::<T>(probe) {
        Ok(_) => return Err(format!("{probe} was accepted")),
        Err(e) => e.to_string(),
    };
    let list = err
        .split_once("expected one of ")
        .or_else(|| err.split_once("expected "))
        .map(|(_, rest)| rest)
        .ok_or_else(|| format!("no variant list in {err:?}"))?;
    // Every back-quoted name: "`a`, `b`, `c`", and also "`a` or `b`" (serde's two-variant form).
    Ok(list.split('`').skip(1).step_by(2).map(str::to_string).collect())
}

fn tagged<T: DeserializeOwned>(tag: &str) -> Result<Vec<String>, String> {
    tags::<T>(&format!("{{\"{tag}\":\"\\u0001\"}}"))
}

fn unit<T: DeserializeOwned>() -> Result<Vec<String>, String> {
    tags::<T>("\"\\u0001\"")
}

fn all() -> Result<BTreeMap<&'static str, Vec<String>>, String> {
    use congo_core as c;
    Ok(BTreeMap::from([
        ("CongoDecision", tagged::<c::Decision>("type")?),
        ("CongoWhat", tagged::<c::What>("type")?),
        ("CongoAsk", tagged::<c::Ask>("type")?),
        ("CongoPhaseView", tagged::<c::view::PhaseView>("phase")?),
        ("CongoSpecialRule", tagged::<c::profile::SpecialRule>("rule")?),
        ("CongoRole", tagged::<c::state::Role>("role")?),
        ("CongoTotemKind", tagged::<c::totem::TotemKind>("animal")?),
        ("CongoActionKind", tagged::<c::cards::ActionKind>("kind")?),
        ("CongoVpReason", tagged::<c::event::VpReason>("kind")?),
        ("CongoDiceSetup", tagged::<c::DiceSetup>("kind")?),
        ("CongoBudget", tagged::<c::adventure::Budget>("type")?),
        ("CongoRitualTarget", tagged::<c::decision::RitualTarget>("type")?),
        ("CongoPlayer", unit::<c::Player>()?),
        ("CongoCulture", unit::<c::profile::Culture>()?),
        ("CongoStick", unit::<c::profile::Stick>()?),
        ("CongoStressKind", unit::<c::stress::StressKind>()?),
        ("CongoRollPurpose", unit::<c::pending::RollPurpose>()?),
        ("CongoStressCause", unit::<c::event::StressCause>()?),
        ("CongoElimination", unit::<c::event::Elimination>()?),
        ("CongoEnvironment", unit::<c::Environment>()?),
        ("CongoWeapon", unit::<c::profile::Weapon>()?),
        ("CongoRitual", unit::<c::profile::Ritual>()?),
        ("CongoGroupKind", unit::<c::profile::GroupKind>()?),
        ("CongoProfileField", unit::<c::profile::ProfileField>()?),
        ("CongoColour", unit::<c::cards::Colour>()?),
    ]))
}

fn main() -> ExitCode {
    match all().and_then(|m| serde_json::to_string_pretty(&m).map_err(|e| e.to_string())) {
        Ok(json) => {
            println!("{json}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("type_tags: {e}");
            ExitCode::FAILURE
        }
    }
}
