//! Dangerous game: creatures' numbers, shots, and the tactical fight with animals.
//!
//! Source: expedition game, "Combat with Animals" and "Shooting Dangerous Game".

pub mod creature;
pub mod fight;
pub mod shot;

pub use fight::{AnimalEvent, AnimalFight, FightEnding, HuntOrder, PartyRole};
