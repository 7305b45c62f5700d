//! Placeholder: this crate has no content yet.
