//! The culture chapters' special rules in play, one module per culture (Congo rulebook, "The
//! African Kingdoms", "The Forest Tribes"). Each rule lives in one function here; the engine
//! calls it at the point the rule changes (see each function's doc for the call site).

pub(crate) mod kingdoms;

use crate::profile::SpecialRule;
use crate::state::Values;

/// Whether the group carries a rule matching `f` (its profile's, its living characters' or
/// auxiliaries').
pub(crate) fn has(v: &Values<'_>, f: impl Fn(&SpecialRule) -> bool) -> bool {
    v.special_rules().any(f)
}
