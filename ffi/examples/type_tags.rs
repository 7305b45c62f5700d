//! Prints, as JSON, every tag of the tagged and unit enums whose serde shapes cross the bindings'
//! boundary, keyed by the name of the TypeScript union that declares them (`wasm/src/types.d.ts`).
//! The tags come from the Rust types themselves: serde's error for an unknown variant lists
//! every variant ("unknown variant `…`, expected one of `a`, `b`"). The declarations are
//! generated from the same Rust types (wasm/tests/typescript.rs), so this is a check of the
//! generator, with the names front ends import. The Node test
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
    let mut all = congo()?;
    all.extend(nile()?);
    Ok(all)
}

fn congo() -> Result<BTreeMap<&'static str, Vec<String>>, String> {
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
        // Dangerous Terrain, wild animals and the Adventure's own state.
        ("CongoChoice", tagged::<c::exploration::Choice>("type")?),
        ("CongoTerrainEvent", tagged::<c::exploration::TerrainEvent>("type")?),
        ("CongoAreaMarker", tagged::<c::exploration::AreaMarker>("type")?),
        ("CongoOffTable", tagged::<c::universal::OffTable>("type")?),
        ("CongoPieceKind", tagged::<c::universal::PieceKind>("type")?),
        ("CongoPlace", tagged::<c::universal::Place>("type")?),
        ("CongoAnimalKind", unit::<c::adventure::animals::AnimalKind>()?),
        ("CongoPlunderResult", unit::<c::adventure::plunder::PlunderResult>()?),
        ("CongoExhaustedResult", unit::<c::adventure::ExhaustedResult>()?),
        ("CongoLasting", unit::<c::dangerous_terrain::Lasting>()?),
        ("CongoEdge", unit::<c::geometry::Edge>()?),
        // The table (CongoTable) and the Adventure (CongoAdventureInPlay) of a setup.
        ("CongoHeight", unit::<c::geometry::Height>()?),
        ("CongoSizeClass", unit::<c::geometry::SizeClass>()?),
        ("CongoAreaKind", unit::<c::geometry::AreaKind>()?),
        ("CongoCrossingKind", unit::<c::geometry::CrossingKind>()?),
        ("CongoSides", unit::<c::adventure::Sides>()?),
        ("CongoScoring", unit::<c::adventure::Scoring>()?),
        ("CongoCattleFate", unit::<c::adventure::CattleFate>()?),
        ("CongoArrival", tagged::<c::adventure::Arrival>("type")?),
        ("CongoEndCondition", tagged::<c::adventure::EndCondition>("type")?),
        ("CongoEventEffect", tagged::<c::adventure::EventEffect>("type")?),
        ("CongoPlacement", tagged::<c::adventure::Placement>("type")?),
        ("CongoUniversalRule", tagged::<c::adventure::UniversalRule>("type")?),
        ("CongoObjectiveCondition", tagged::<c::adventure::Condition>("type")?),
        ("CongoIfNoToken", unit::<c::dangerous_terrain::IfNoToken>()?),
        ("CongoLootPlacement", unit::<c::dangerous_terrain::LootPlacement>()?),
        ("CongoMarkerKind", tagged::<c::dangerous_terrain::MarkerKind>("type")?),
        ("CongoDangerousEffect", tagged::<c::dangerous_terrain::DangerousEffect>("type")?),
    ]))
}

fn nile() -> Result<BTreeMap<&'static str, Vec<String>>, String> {
    use nile_core as n;
    Ok(BTreeMap::from([
        ("NileDecision", tagged::<n::Decision>("type")?),
        ("NileQuestion", tagged::<n::Question>("type")?),
        ("NilePending", tagged::<n::Pending>("type")?),
        ("NileEvent", tagged::<n::Event>("type")?),
        ("NileRole", tagged::<n::party::Role>("type")?),
        ("NileCondition", tagged::<n::health::Condition>("type")?),
        ("NileTeamStatus", tagged::<n::party::TeamStatus>("type")?),
        ("NileDangerousGame", tagged::<n::hooks::DangerousGame>("animal")?),
        ("NileApproach", unit::<n::Approach>()?),
        ("NileTerrain", unit::<n::Terrain>()?),
        ("NileActivityLevel", unit::<n::ActivityLevel>()?),
        ("NileSkill", unit::<n::Skill>()?),
        ("NileLeave", unit::<n::Leave>()?),
        ("NileItem", unit::<n::supplies::Item>()?),
        ("NileSupercargoKind", unit::<n::supercargo::SupercargoKind>()?),
        ("NileFate", unit::<n::party::Fate>()?),
        ("NileStopReason", unit::<n::event::StopReason>()?),
        ("NileTable", unit::<n::events::Table>()?),
        ("NileRollPurpose", unit::<n::event::RollPurpose>()?),
        // The encounters: natives, hunting, fights, the quest, the race's end.
        ("NileRaceEvent", tagged::<n::race::RaceEvent>("kind")?),
        ("NileRacePending", tagged::<n::race::Pending>("type")?),
        ("NilePosture", tagged::<n::natives::Posture>("posture")?),
        ("NilePantomime", tagged::<n::quest::Pantomime>("verdict")?),
        ("NileCombatOrder", tagged::<n::combat::CombatOrder>("type")?),
        ("NileHuntOrder", tagged::<n::animals::HuntOrder>("type")?),
        ("NileCombatEvent", tagged::<n::combat::CombatEvent>("type")?),
        ("NileAnimalEvent", tagged::<n::animals::AnimalEvent>("type")?),
        ("NilePrizeStep", tagged::<n::standing::prize::PrizeStep>("type")?),
        ("NileCaptureFate", tagged::<n::combat::capture::CaptureFate>("fate")?),
        ("NileGateFate", tagged::<n::quest::amazons::GateFate>("fate")?),
        ("NileCaptivity", tagged::<n::quest::amazons::Captivity>("result")?),
        ("NileGuardian", tagged::<n::quest::sofa::Guardian>("guardian")?),
        ("NileHunterAction", unit::<n::hunting::encounters::HunterAction>()?),
        ("NileHuntingEncounter", unit::<n::hunting::encounters::HuntingEncounter>()?),
        ("NilePrize", unit::<n::quest::Prize>()?),
        ("NilePhotoSubject", unit::<n::score::PhotoSubject>()?),
        ("NileNativeKind", unit::<n::natives::NativeKind>()?),
        ("NileTribeSize", unit::<n::natives::TribeSize>()?),
        ("NileAttitude", unit::<n::natives::Attitude>()?),
        ("NileCombatResult", unit::<n::combat::CombatResult>()?),
        ("NileCardColour", unit::<n::deck::CardColour>()?),
        ("NileShotKind", unit::<n::animals::shot::ShotKind>()?),
        ("NileReaction", unit::<n::animals::creature::Reaction>()?),
        ("NileCreature", unit::<n::animals::creature::Creature>()?),
        ("NileMemberFate", unit::<n::standing::hunt::MemberFate>()?),
        ("NileQuestPhase", unit::<n::race::QuestPhase>()?),
        // The supercargoes' events and the Photographer's photos.
        ("NileSupercargoEvent", tagged::<n::supercargo::SupercargoEvent>("type")?),
        ("NilePhoto", tagged::<n::supercargo::Photo>("type")?),
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
