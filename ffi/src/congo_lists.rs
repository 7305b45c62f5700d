//! List-building for Congo apps, shared by the C ABI and the wasm package: the rosters, column
//! validation, the built-in Adventures, and a game started from an Adventure and two mustered
//! columns. Every rule is congo-core's ([`congo_core::muster`], [`congo_core::rosters`],
//! [`congo_core::deploy`]); this module only shapes the results for JSON.
//!
//! Source: Congo rulebook, "Mustering the Column", "Adventuring in Africa".

use crate::session::{BindingError, BindingResult, Session};
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use congo_core::adventure::{Adventure, Budget};
use congo_core::deploy::{adventure_setup, auto_deployment, budget_for};
use congo_core::muster::{ColumnList, MAX_AUXILIARIES, MAX_CHARACTERS, MusterError, MusterRules, MusteredColumn};
use congo_core::profile::{AuxiliaryProfile, CharacterProfile, Culture, GroupProfile};
use congo_core::rosters::Roster;
use congo_core::{DiceSetup, Player};
use serde::{Deserialize, Serialize};
use tabletop::error::Coded;

/// One culture's list: every character, auxiliary and group profile it musters from (each with
/// its points or stars and its per-column limit, `max_per_column`).
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoCultureRoster"))]
pub struct CultureRoster {
    /// The culture.
    pub culture: Culture,
    /// Its name as the rulebook prints it ("White Men Expeditions").
    pub name: &'static str,
    /// Its characters (random-choice order).
    pub characters: Vec<CharacterProfile>,
    /// Its auxiliaries.
    pub auxiliaries: Vec<AuxiliaryProfile>,
    /// Its groups.
    pub groups: Vec<GroupProfile>,
}

/// The built-in rosters for a list-building app: the column-wide limits and each culture's list.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoRosters"))]
pub struct Rosters {
    /// Most characters in a column (CG-MUSTER-03).
    pub max_characters: usize,
    /// Most auxiliaries in a column (CG-MUSTER-13).
    pub max_auxiliaries: usize,
    /// The four cultures, in [`Culture::ALL`] order.
    pub cultures: Vec<CultureRoster>,
}

/// The built-in rosters ([`Roster::builtin`]), by culture.
pub fn rosters() -> Rosters {
    let roster = Roster::builtin();
    let cultures = Culture::ALL
        .iter()
        .map(|&culture| CultureRoster {
            culture,
            name: culture.name(),
            characters: roster.characters_of(culture).cloned().collect(),
            auxiliaries: roster.auxiliaries_of(culture).cloned().collect(),
            groups: roster.groups_of(culture).cloned().collect(),
        })
        .collect();
    Rosters { max_characters: MAX_CHARACTERS, max_auxiliaries: MAX_AUXILIARIES, cultures }
}

/// One broken mustering rule, for JSON: `kind` is the rule's name in snake case (the
/// [`MusterError`] variant: `"over_budget"`, `"no_character"`...), `code` the `ErrorCode`
/// name, `message` a readable sentence (lowercase).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoColumnProblem"))]
pub struct ColumnProblem {
    /// The rule broken (the `MusterError` variant, snake case).
    pub kind: String,
    /// The error code's name (`"InvalidRoster"`...).
    pub code: String,
    /// What is wrong, and what was expected.
    pub message: String,
}

impl ColumnProblem {
    fn of(error: &MusterError) -> ColumnProblem {
        // The variant's name is the start of its Debug form (`OverBudget { cost: .. }`).
        let debug = format!("{error:?}");
        let variant = debug.split([' ', '(', '{']).next().unwrap_or_default();
        ColumnProblem { kind: snake_case(variant), code: format!("{:?}", error.code()), message: error.to_string() }
    }
}

fn snake_case(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// The answer to a column check: the list's running totals, and either the mustered column or
/// every broken rule.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoColumnCheck"))]
pub struct ColumnCheck {
    /// True when the column may be mustered.
    pub valid: bool,
    /// Points spent on groups and auxiliaries (also on an invalid list).
    pub cost: u16,
    /// Stars of the listed characters.
    pub stars: u8,
    /// The mustered column, when valid.
    pub column: Option<MusteredColumn>,
    /// Every broken rule (empty when valid).
    pub problems: Vec<ColumnProblem>,
}

/// Check `list` against the built-in rosters and `rules` (budget, imposed characters): every
/// rule of "Mustering the Column" (CG-MUSTER-*), all problems at once.
pub fn check_column(list: &ColumnList, rules: &MusterRules) -> ColumnCheck {
    let roster = Roster::builtin();
    let (cost, stars) = (list.cost(&roster), list.stars(&roster));
    match list.validate(&roster, rules) {
        Ok(column) => ColumnCheck { valid: true, cost, stars, column: Some(column), problems: Vec::new() },
        Err(errors) => ColumnCheck {
            valid: false,
            cost,
            stars,
            column: None,
            problems: errors.0.iter().map(ColumnProblem::of).collect(),
        },
    }
}

/// One side of an Adventure, as a list-building app needs it.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoProtagonistSummary"))]
pub struct ProtagonistSummary {
    /// The column's name in the Bulletin.
    pub name: String,
    /// The culture the Adventure names (`null`: the player's choice; any culture may stand in).
    pub culture: Option<Culture>,
    /// The budget as the Adventure gives it (fixed, or an agreed range).
    pub budget: Budget,
    /// The rules a column for this side is checked against ([`check_column`]): the most points
    /// it may spend and the characters it must include.
    pub muster_rules: MusterRules,
    /// Names of its detachments.
    pub detachments: Vec<String>,
}

/// A built-in Adventure, summarized for choosing one.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoAdventureSummary"))]
pub struct AdventureSummary {
    /// Its id (`new CongoGame(name, seed)`, [`adventure_game`]).
    pub name: String,
    /// Its title.
    pub title: String,
    /// The Bulletin's story.
    pub narrative: String,
    /// Number of turns.
    pub turns: u8,
    /// Who holds the Initiative token first.
    pub initiative: Player,
    /// Each side, `[one, two]`.
    pub protagonists: [ProtagonistSummary; 2],
    /// The Universal Special Rules in force, by name.
    pub special_rules: Vec<String>,
    /// The objectives, by name.
    pub objectives: Vec<String>,
}

fn muster_rules(adventure: &Adventure, side: Player) -> MusterRules {
    MusterRules {
        budget: budget_for(adventure, side),
        imposed_characters: adventure.protagonist(side).imposed_characters.clone(),
    }
}

fn summary(adventure: &Adventure) -> AdventureSummary {
    let side = |p: Player| {
        let pr = adventure.protagonist(p);
        ProtagonistSummary {
            name: pr.name.clone(),
            culture: pr.culture,
            budget: pr.budget,
            muster_rules: muster_rules(adventure, p),
            detachments: pr.detachments.iter().map(|d| d.name.clone()).collect(),
        }
    };
    AdventureSummary {
        name: adventure.name.clone(),
        title: adventure.title.clone(),
        narrative: adventure.narrative.clone(),
        turns: adventure.turns,
        initiative: adventure.initiative,
        protagonists: [side(Player::One), side(Player::Two)],
        special_rules: adventure.special_rules.iter().map(|r| r.kind().name().to_string()).collect(),
        objectives: adventure.objectives.iter().map(|o| o.name.clone()).collect(),
    }
}

/// The built-in Adventures, in order of difficulty.
///
/// # Errors
/// `ErrorCode::UnknownId` if a built-in Adventure no longer loads (a library bug).
pub fn adventures() -> BindingResult<Vec<AdventureSummary>> {
    Adventure::builtin_names().iter().map(|name| load(name).map(|a| summary(&a))).collect()
}

fn load(name: &str) -> BindingResult<Adventure> {
    Adventure::builtin(name).map_err(|e| {
        BindingError::new(e.code(), format!("{e}; the built-in adventures are {:?}", Adventure::builtin_names()))
    })
}

/// The two columns of an Adventure game, `[one, two]`, as list-building apps edit them.
#[derive(Clone, Debug, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CongoAdventureColumns"))]
#[serde(deny_unknown_fields)]
pub struct AdventureColumns {
    /// Side one's list, then side two's.
    pub columns: [ColumnList; 2],
}

/// Start the built-in Adventure `name` with two column lists (`[one, two]`) and a dice seed:
/// each list is mustered against its side's rules (budget, imposed characters), the columns are
/// deployed automatically ([`auto_deployment`]) and the game starts.
///
/// # Errors
/// `ErrorCode::UnknownId` for an unknown Adventure; the column's first mustering error code
/// (message: "column one: ..." listing every problem); the deployment's and the setup's errors.
pub fn adventure_game(name: &str, columns: &[ColumnList; 2], seed: u64) -> BindingResult<Session<congo_core::Game>> {
    let adventure = load(name)?;
    let roster = Roster::builtin();
    let muster = |side: Player| {
        columns[side.index()].validate(&roster, &muster_rules(&adventure, side)).map_err(|e| {
            let who = if side == Player::One { "one" } else { "two" };
            BindingError::new(e.code(), format!("column {who}: {e}"))
        })
    };
    let (one, two) = (muster(Player::One)?, muster(Player::Two)?);
    let deployment = auto_deployment(&adventure, [&one, &two]).map_err(|e| BindingError::from_coded(&e))?;
    let setup = adventure_setup(&adventure, [&one, &two], &deployment, DiceSetup::Seeded { seed })
        .map_err(|e| BindingError::from_coded(&e))?;
    Session::new(setup, seed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use congo_core::muster::Joining;
    use congo_core::profile::ProfileId;
    use tabletop::ErrorCode;

    fn list(culture: Culture, groups: &[&str], characters: &[(&str, usize)]) -> ColumnList {
        ColumnList {
            culture,
            groups: groups.iter().map(|g| ProfileId::new(g)).collect(),
            characters: characters.iter().map(|(id, g)| Joining::new(id, *g)).collect(),
            auxiliaries: Vec::new(),
        }
    }

    #[test]
    fn rosters_list_every_culture_with_limits() {
        let r = rosters();
        assert_eq!((r.max_characters, r.max_auxiliaries), (2, 4));
        assert_eq!(r.cultures.len(), 4);
        assert!(r.cultures.iter().all(|c| !c.groups.is_empty() && !c.characters.is_empty()));
        let total: usize = r.cultures.iter().map(|c| c.groups.len()).sum();
        assert_eq!(total, Roster::builtin().groups.len());
    }

    #[test]
    fn a_legal_column_is_mustered_with_its_totals() {
        // rule: CG-MUSTER-02
        let l = list(Culture::WhiteMenExpeditions, &["wme.soldiers", "wme.trained_askaris"], &[("wme.explorer", 0)]);
        let check = check_column(&l, &MusterRules::budget(100));
        assert!(check.valid, "{:?}", check.problems);
        assert_eq!(check.column.map(|c| c.cost), Some(check.cost));
    }

    #[test]
    fn a_broken_column_lists_every_problem_by_kind() {
        // rule: CG-MUSTER-01, CG-MUSTER-03
        let l = list(Culture::WhiteMenExpeditions, &["wme.soldiers", "zan.baluchis", "no.such"], &[]);
        let check = check_column(&l, &MusterRules::budget(100));
        assert!(!check.valid && check.column.is_none());
        let kinds: Vec<&str> = check.problems.iter().map(|p| p.kind.as_str()).collect();
        for k in ["wrong_culture", "unknown_group", "no_character"] {
            assert!(kinds.contains(&k), "{k} missing from {kinds:?}");
        }
        assert!(
            check
                .problems
                .iter()
                .all(|p| !p.message.is_empty() && p.message.chars().next().is_some_and(|c| !c.is_uppercase()))
        );
    }

    #[test]
    fn every_builtin_adventure_is_summarized_and_starts_from_two_sample_columns() {
        let all = adventures().unwrap();
        assert_eq!(all.len(), Adventure::builtin_names().len());
        let columns = [
            list(Culture::WhiteMenExpeditions, &["wme.soldiers", "wme.trained_askaris"], &[("wme.explorer", 0)]),
            list(Culture::ForestTribes, &["forest.warriors", "forest.young_warriors"], &[("forest.chieftain", 0)]),
        ];
        for a in &all {
            let imposed = a.protagonists.iter().any(|p| !p.muster_rules.imposed_characters.is_empty());
            match adventure_game(&a.name, &columns, 7) {
                Ok(s) => assert!(!tabletop::RulesGame::is_over(s.game())),
                Err(e) => assert!(imposed, "{}: {}", a.name, e.message),
            }
        }
        assert_eq!(
            adventure_game(
                "atlantis",
                &[list(Culture::ForestTribes, &[], &[]), list(Culture::ForestTribes, &[], &[])],
                1
            )
            .err()
            .map(|e| e.code),
            Some(ErrorCode::UnknownId)
        );
    }
}
