//! What a team can decide, and what it is asked.
//!
//! Source: expedition game, "Sequence Of Play" (EX-SEQ-01) and the Wilderness Encounter entries
//! that give the party a choice.

use crate::activity::ActivityLevel;
use crate::map::Direction;
use crate::party::{ManId, TeamId};
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};
use tabletop::DieRoll;

/// Something a party may leave behind before it sets off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileLeave"))]
#[serde(rename_all = "snake_case")]
pub enum Leave {
    /// The ox-wagon and its oxen (it cannot enter Mountains, EX-CARGO-05).
    Wagon,
    /// The mule cart and its mules.
    Cart,
    /// The piano (only when the party does not have 4 more bearers than Europeans, EX-CARGO-17).
    Piano,
    /// The camels (they cannot enter Jungle, Swamp or Mountains, EX-OUTFIT-25).
    Camels,
    /// The canoes.
    Canoes,
}

/// A decision sent by a team.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileDecision"))]
#[serde(tag = "type", rename_all = "snake_case")]
#[serde(expecting = "a Nile decision: an object with a `type` (e.g. `plan`), as the legal decisions list them")]
pub enum Decision {
    /// Steps 1 and 2.1: the Activity Level and the route (a heading on the direction indicator).
    Plan {
        /// The Activity Level.
        activity: ActivityLevel,
        /// Where the party means to go.
        heading: Direction,
        /// Use a guide's +1 on the Lost Check (if one is with the party).
        use_guide: bool,
        /// Travel by canoe along the river (only on a river square, heading along the river).
        #[serde(default)]
        #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
        afloat: bool,
        /// Treat the sick with medicine while it lasts (-1 on Sickness rolls).
        #[serde(default)]
        #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
        medicine: bool,
    },
    /// Leave something behind (before the Plan).
    LeaveBehind {
        /// What.
        what: Leave,
    },
    /// Play a Lucky Break: re-roll the last die (EX-LUCK-02).
    PlayLuckyBreak,
    /// Keep the roll.
    KeepRoll,
    /// Answer to [`Question::GrassFire`]: the new heading, 90 degrees or more from the old.
    NewHeading {
        /// The heading.
        heading: Direction,
    },
    /// Answer to [`Question::Python`]: up to 2 men who attack it with knives.
    KnifeAttackers {
        /// The attackers.
        men: Vec<ManId>,
    },
    /// Answer to [`Question::Quicksand`] and [`Question::Gas`]: how many men help each victim
    /// (quicksand) or go into the cloud (gas; 0 = nobody).
    Helpers {
        /// Men per victim.
        count: u8,
    },
    /// Answer to a yes/no question ([`Question::DryWaterhole`], [`Question::HeatCollapse`],
    /// [`Question::ShootRapids`]).
    Choose {
        /// Yes.
        yes: bool,
    },
    /// Answer to [`Question::CrocodileLoad`]: men who go into the water for the load.
    Divers {
        /// How many.
        count: u8,
    },
    /// Answer to [`Question::WarCanoes`]: how many to take.
    TakeCanoes {
        /// How many.
        count: u8,
    },
    /// Answer to [`Question::NativePosture`] (the natives rules, `crate::race`).
    Posture {
        /// The posture, with the gifts offered when Friendly.
        posture: crate::natives::Posture,
    },
    /// Answer to [`Question::Pantomime`]: how the people at the table judged the mime.
    Pantomime {
        /// Guessed by a team, not guessed, or given away.
        result: crate::quest::Pantomime,
    },
    /// Answer to [`Question::CombatOrder`]: the order for the expedition unit a red card
    /// activates.
    CombatOrder {
        /// The order.
        order: crate::combat::CombatOrder,
    },
    /// Answer to [`Question::HuntOrder`]: the order for the man a red card activates.
    HuntOrder {
        /// The order.
        order: crate::animals::HuntOrder,
    },
    /// Answer to [`Question::HunterAction`].
    HunterAction {
        /// A stay still, B move slowly away, C shoot, D run.
        action: crate::hunting::encounters::HunterAction,
    },
    /// Answer to [`Question::Trade`]: trade goods offered to friendly natives for rations (one
    /// ration each; 0 = no trade).
    Trade {
        /// Trade goods offered.
        goods: u32,
    },
    /// Answer to [`Question::GoHunting`]: the hunter who leads two porters out, or `None` for no
    /// hunt this turn.
    SendHunters {
        /// The hunter.
        hunter: Option<ManId>,
    },
    /// Before the plan: a dose of good Weed of Life for a man (cures any sickness, negates
    /// hunger for 1D6 turns; 10 doses per Portage Point, EX-QUEST-32).
    UseWeed {
        /// The man.
        man: ManId,
    },
    /// Answer to [`Question::MinesEscape`]: the Portage Points of treasure the party carries on
    /// this escape attempt (0 to the treasure in reach).
    CarryTreasure {
        /// Portage Points.
        treasure: u32,
    },
    /// Answer to [`Question::LavaBridge`]: charge across (one check at -1) or walk (two checks).
    CrossLava {
        /// Charge.
        charge: bool,
    },
    /// Answer to [`Question::WeedHarvest`]: Portage Points of weed to collect (0 to 5).
    CollectWeed {
        /// Portage Points.
        portage: u32,
    },
    /// Before its plan: the player directs the Photographer to take a scenic picture (1D6: 1
    /// nondescript, 2-4 exceptional, 5-6 spectacular; EX-CARGO-29, EX-PHOTO-04 to -06). One a
    /// turn, while photo opportunities remain (docs/rulings.md).
    ScenicPhoto,
    /// Answer to [`Question::Tusks`]: how many elephant tusks to take (0 to the most the party
    /// can carry, 10 Portage Points each).
    TakeTusks {
        /// Tusks.
        count: u32,
    },
    /// Answer to [`Question::HuntingParty`]: one more man joins the hunting party (a hunter,
    /// a porter or a gun bearer), or it sets off as it is.
    JoinHunt {
        /// Who joins, or `set_off`.
        join: crate::hunting::HuntJoin,
    },
    /// Answer to [`Question::HuntDirection`]: the heading the hunting party goes out on.
    HuntHeading {
        /// The heading (the direction indicator).
        heading: Direction,
    },
    /// Answer to [`Question::HeldTurn`]: let the held turn pass (the meal, the turn held where
    /// the party is, the care of the sick).
    Wait,
}

impl Decision {
    /// The decision's kind, for messages.
    pub fn kind(&self) -> &'static str {
        match self {
            Decision::Plan { .. } => "plan",
            Decision::LeaveBehind { .. } => "leave_behind",
            Decision::PlayLuckyBreak => "play_lucky_break",
            Decision::KeepRoll => "keep_roll",
            Decision::NewHeading { .. } => "new_heading",
            Decision::KnifeAttackers { .. } => "knife_attackers",
            Decision::Helpers { .. } => "helpers",
            Decision::Choose { .. } => "choose",
            Decision::Divers { .. } => "divers",
            Decision::TakeCanoes { .. } => "take_canoes",
            Decision::Posture { .. } => "posture",
            Decision::HunterAction { .. } => "hunter_action",
            Decision::Pantomime { .. } => "pantomime",
            Decision::CombatOrder { .. } => "combat_order",
            Decision::HuntOrder { .. } => "hunt_order",
            Decision::Trade { .. } => "trade",
            Decision::SendHunters { .. } => "send_hunters",
            Decision::UseWeed { .. } => "use_weed",
            Decision::CarryTreasure { .. } => "carry_treasure",
            Decision::CrossLava { .. } => "cross_lava",
            Decision::CollectWeed { .. } => "collect_weed",
            Decision::ScenicPhoto => "scenic_photo",
            Decision::TakeTusks { .. } => "take_tusks",
            Decision::JoinHunt { .. } => "join_hunt",
            Decision::HuntHeading { .. } => "hunt_heading",
            Decision::Wait => "wait",
        }
    }
}

/// A choice an event puts to the party.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NileQuestion"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Question {
    /// Veldt 1: turn 90 degrees or more from `intended`.
    GrassFire {
        /// The intended heading.
        intended: Direction,
    },
    /// Jungle 2: a python holds `victim`; who attacks it with knives?
    Python {
        /// The victim.
        victim: ManId,
        /// Men who may attack (fit, not the victim).
        candidates: Vec<ManId>,
    },
    /// Swamp 1: men trapped in quicksand; how many help each?
    Quicksand {
        /// The trapped.
        trapped: Vec<ManId>,
        /// Most helpers per victim.
        max_helpers: u8,
    },
    /// Swamp 2: men down in the gas; how many rescuers go in (one per downed man at most)?
    Gas {
        /// The downed men.
        downed: Vec<ManId>,
        /// Most rescuers.
        max_rescuers: u8,
    },
    /// Desert 4: spend the day digging at a dry waterhole?
    DryWaterhole,
    /// Desert 5: give the collapsed men an extra ration of water each?
    HeatCollapse {
        /// The collapsed men.
        men: Vec<ManId>,
    },
    /// On River 2: a porter was taken; send men into the water for his load?
    CrocodileLoad {
        /// Most divers.
        max_divers: u8,
        /// The taken porter's load, lost unless retrieved.
        load: crate::supplies::Stores,
    },
    /// On River 4: shoot the rapids in the canoes (yes) or carry around (no)?
    ShootRapids,
    /// On River 6: war canoes found; take how many?
    WarCanoes {
        /// Canoes found.
        count: u8,
    },
    /// Natives met: which posture (and how many gifts)? An explorer with Africa Knowledge sees
    /// the natives' totals first (EX-SKILL-08).
    NativePosture {
        /// The tribe.
        tribe: crate::natives::Tribe,
        /// The natives' totals, shown only with Africa Knowledge.
        totals: Option<crate::natives::NativeTotals>,
        /// Trade goods the party carries (the most gifts it can offer).
        trade_goods: u32,
    },
    /// Friendly natives on the central table: the party asks the whereabouts of a prize by
    /// miming it to the other players (3 minutes); who guessed it? The team is secretly told
    /// which prize it mimes.
    Pantomime {
        /// The prize to mime (its clue: [`crate::quest::Prize::pantomime`]).
        prize: crate::quest::Prize,
    },
    /// A fight with natives: a red card; order one of these expedition units (fire, move,
    /// charge, hold).
    CombatOrder {
        /// The units that may act.
        units: Vec<usize>,
    },
    /// A fight with animals: a red card; order one of these men (shoot, fight, move, hold).
    HuntOrder {
        /// The men (indexes in the hunting party) who may act.
        members: Vec<usize>,
    },
    /// A hunting encounter: the hunter's action (A-D).
    HunterAction {
        /// The encounter.
        encounter: crate::hunting::encounters::HuntingEncounter,
    },
    /// A prize with a choice (answered by `choose`): the Lost City, help the villagers against
    /// the Amazons? the hut, go through the Gates of Peril for the weed?
    PrizeChoice {
        /// The prize.
        prize: crate::quest::Prize,
    },
    /// Step 4: send a hunting party out this turn, led by which hunter? (answered by
    /// `send_hunters`; asked when a hunter and two porters can walk, EX-HUNT-01).
    GoHunting {
        /// Who may lead the hunt: the explorer (with a rifle and rounds) and askari with rounds.
        hunters: Vec<ManId>,
    },
    /// Friendly natives "may trade for Rations" (EX-ATTITUDE-10): how many trade goods to
    /// offer, one ration each (answered by `trade`, 0 to `max_goods`).
    Trade {
        /// The most the party can trade: its trade goods left, at most two rations per warrior
        /// (docs/rulings.md).
        max_goods: u32,
    },
    /// The Photographer may take a player-directed photograph (EX-CARGO-29; answered by
    /// `choose`).
    Photograph {
        /// What is in front of the camera.
        subject: crate::score::PhotoSubject,
        /// Photo opportunities left.
        opportunities: u8,
    },
    /// The party is short of food and a man died since yesterday: resort to cannibalism?
    /// (answered by `choose`; -20 VP per occurrence, EX-VP-14; docs/rulings.md).
    Cannibalism {
        /// Men who would go without a ration this turn.
        hungry: u32,
    },
    /// Trapped in King Solomon's Mines: the party attempts to escape (once a turn); how much
    /// treasure does it carry? The average per man is added to a D20: 15 or less escapes with
    /// it (EX-QUEST-10; answered by `carry_treasure`, 0 to `treasure`).
    MinesEscape {
        /// Men carrying (Europeans and askari): the average is per man.
        men: u32,
        /// Portage Points of treasure in reach.
        treasure: u32,
        /// Attempts failed so far.
        failed: u32,
    },
    /// Beyond the Gates of Peril, the lava bridge (3" x 3" over the molten rock): does this
    /// European walk across (two checks) or charge (one check at -1)? Carrying 5 Portage Points
    /// or more is -1 more; a failed check burns him up (EX-QUEST-28; answered by `cross_lava`).
    LavaBridge {
        /// The European (index among the party's Europeans, the explorer first).
        explorer: usize,
        /// On the way back from the field.
        back: bool,
        /// Portage Points of weed he carries.
        carrying: u32,
    },
    /// Beyond the Gates of Peril a white rabbit is seen 4" from the field: go for the field (the
    /// rabbit attacks, always charging) or leave it be and go home with Tim's pouch only?
    /// (EX-QUEST-29; answered by `choose`.)
    WhiteRabbit,
    /// At the field beyond the lava bridge: how much weed to collect (up to `most` Portage
    /// Points), shared out over the Europeans across, who carry it back over the bridge
    /// (answered by `collect_weed`).
    WeedHarvest {
        /// Europeans who will carry it.
        carriers: u32,
        /// The most that may be collected.
        most: u32,
    },
    /// On River 3: 2D6 hippos 2D6" away. "Choose an action for the party": A stop and hold
    /// the position, B slowly move away (2D6"), C start shooting (an aimed shot), D move
    /// quickly away (4D6"); each hippo then reacts on that column (EX-EVENT-RIVER-03; answered
    /// by `hunter_action`).
    HerdAction {
        /// Hippos.
        count: u8,
        /// Inches away.
        distance: u8,
    },
    /// The Journalist chose the Friendly posture toward natives met (EX-CARGO-39): how many
    /// gifts does the party leader offer ("The party leader offers a number of gifts",
    /// EX-ATTITUDE-03)? Answered by `posture`, Friendly with 0 to 8 gifts within the trade goods
    /// carried.
    Gifts {
        /// The tribe met.
        tribe: crate::natives::Tribe,
        /// The natives' totals, shown to an explorer with Africa Knowledge (EX-SKILL-08).
        totals: Option<crate::natives::NativeTotals>,
        /// Trade goods carried.
        trade_goods: u32,
    },
    /// At the Elephants' Graveyard: how many tusks to take, 10 Portage Points each
    /// (EX-QUEST-14; answered by `take_tusks`, 0 to `most`).
    Tusks {
        /// The most the party can carry.
        most: u32,
    },
    /// Hostile natives after a Defensive posture: "the party may construct a hasty defense that
    /// will cover the askari, all Europeans, and 1D6 other figures (in mass formation) before
    /// combat occurs" (EX-ATTITUDE-11; answered by `choose`).
    HastyDefence {
        /// The tribe about to attack.
        tribe: crate::natives::Tribe,
    },
    /// The hunting party so far (the leader and two porters at least, EX-HUNT-01): who else
    /// joins? (answered by `join_hunt`: one more hunter, porter or gun bearer, or set off).
    HuntingParty {
        /// The party so far.
        party: crate::hunting::HuntingPartySize,
        /// Men who may still join as hunters.
        hunters: Vec<ManId>,
        /// Bearers who may still join as porters or gun bearers.
        spare_porters: u32,
    },
    /// The hunting party goes out `distance` inches (4D6, rolled) from the main group: in which
    /// direction? (EX-HUNT-02; answered by `hunt_heading`.)
    HuntDirection {
        /// Inches.
        distance: u32,
    },
    /// Escaping from the Amazons' temple with `slaves` of the city's slaves: "the party may grab
    /// 4D6 portage points of treasure on their way out" (EX-QUEST-22): how much? (answered by
    /// `carry_treasure`, 0 to `most`: the 4D6 rolled, within what the party can carry.)
    TempleTreasure {
        /// City slaves going with the party as reliable bearers.
        slaves: u32,
        /// The most it may grab (Portage Points).
        most: u32,
    },
    /// A held turn begins (at a prize, trapped in the mines, held at the Amazons' temple,
    /// waiting for a white god): before it passes the team may give a man a dose of weed
    /// (`use_weed`) or leave things behind (`leave_behind`), each keeping this question open;
    /// `wait` lets the turn pass (docs/rulings.md "What a held team may do").
    HeldTurn {
        /// Held turns still owed, this one included (0 when trapped or held at the temple: the
        /// stay ends on an escape).
        turns_left: u32,
        /// Trapped in King Solomon's Mines (an escape attempt is asked this turn).
        trapped: bool,
        /// Held in god-like captivity at the Amazons' temple (a captivity roll is made this turn).
        captive: bool,
    },
    /// Hostile natives after a Forceful posture: "the mission party may move all of its units
    /// after the natives are deployed but before any native unit can move" (EX-ATTITUDE-12):
    /// take the free move? (answered by `choose`; yes: each unit is then ordered to move or
    /// hold before the natives' first card, [`crate::combat::CombatOrder`]; no: combat occurs
    /// normally.)
    FreeMove {
        /// The tribe about to attack.
        tribe: crate::natives::Tribe,
    },
}

/// Who must decide what now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "NilePending"))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Pending {
    /// A team plans its day (Activity Level and route), and may leave things behind first.
    Plan {
        /// The team.
        team: TeamId,
        /// The day.
        day: u16,
    },
    /// A team may play a Lucky Break on its last die.
    LuckyBreak {
        /// The team.
        team: TeamId,
        /// The die it may re-roll.
        die: DieRoll,
        /// Lucky Breaks left.
        left: u8,
    },
    /// An event asks the team a question.
    Question {
        /// The team.
        team: TeamId,
        /// The question.
        question: Question,
    },
    /// The game is over.
    Over,
}
