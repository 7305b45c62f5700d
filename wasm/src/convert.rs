//! Values and errors across the JS boundary.
//!
//! Values cross as plain JS objects with the cores' serde shapes, written by serde-wasm-bindgen's
//! JSON-compatible serializer (so JS sees exactly what the C ABI's JSON says). Errors are real
//! `Error` objects with a numeric `code` (the [`ErrorCode`] number, as the C ABI returns it) and
//! a `codeName` (its Rust name, e.g. `"IllegalDecision"`).

use congo_nile_ffi::session::BindingError;
use serde::de::DeserializeOwned;
use serde::Serialize;
use tabletop::ErrorCode;
use wasm_bindgen::JsValue;

/// A thrown JS `Error` for `error`, with its `code` and `codeName` properties.
pub fn js_error(error: BindingError) -> JsValue {
    let js = js_sys::Error::new(&error.message);
    // Setting a property on a fresh Error object cannot fail; if it somehow did, the error is
    // still thrown with its message.
    let _ = js_sys::Reflect::set(&js, &"code".into(), &JsValue::from(error.code.as_u32()));
    let _ = js_sys::Reflect::set(&js, &"codeName".into(), &JsValue::from(format!("{:?}", error.code)));
    js.into()
}

/// A binding result with the error as a JS `Error`.
pub type JsResult<T> = Result<T, JsValue>;

/// Convert a binding result for JS.
pub fn js<T>(result: Result<T, BindingError>) -> JsResult<T> {
    result.map_err(js_error)
}

/// Serialize `value` as a plain JS value (objects, arrays, `null`), as JSON would shape it.
///
/// # Errors
/// An `Error` with code `InvalidJson` if the value has no JSON-compatible form (e.g. an integer
/// beyond 2^53).
pub fn to_js<T: Serialize + ?Sized>(value: &T, what: &str) -> JsResult<JsValue> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| js_error(BindingError::new(ErrorCode::InvalidJson, format!("could not convert {what} for JS: {e}"))))
}

/// Read a JS value into `T`.
///
/// # Errors
/// An `Error` with code `InvalidJson` naming `what` and the mismatch.
pub fn from_js<T: DeserializeOwned>(value: JsValue, what: &str) -> JsResult<T> {
    serde_wasm_bindgen::from_value(value)
        .map_err(|e| js_error(BindingError::new(ErrorCode::InvalidJson, format!("{what} is not the expected shape: {e}"))))
}
