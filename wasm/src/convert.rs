//! Values and errors across the JS boundary.
//!
//! Values cross as plain JS objects with the cores' serde shapes, written by serde-wasm-bindgen's
//! JSON-compatible serializer (so JS sees exactly what the C ABI's JSON says). Errors are real
//! `Error` objects with a numeric `code` (the [`ErrorCode`] number, as the C ABI returns it) and
//! a `codeName` (its Rust name, e.g. `"IllegalDecision"`).
//!
//! Setups hold a dice source whose 64-bit numbers (a seed, a PCG generator's `state` and
//! `increment`) a JS number cannot carry: [`to_js_exact`] gives them as `bigint`s, and [`from_js`]
//! reads `bigint`s (and safe-integer numbers) back, so a setup survives a trip through JS
//! exactly while its Rust serde shape stays the same for native users.

use congo_nile_ffi::session::BindingError;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;
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
    value.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).map_err(|e| {
        js_error(BindingError::new(ErrorCode::InvalidJson, format!("could not convert {what} for JS: {e}")))
    })
}

/// Serialize `value` as a plain JS value with every 64-bit dice number exact: in each seeded dice
/// source (an object whose `kind` is `"seeded"`) the `seed` and the generator's (`rng`) `state`
/// and `increment` are `bigint`s, whatever their size; any other integer beyond
/// `Number.MAX_SAFE_INTEGER` is a `bigint` too (never a rounded number). Otherwise as [`to_js`]
/// (through serde_json's tree: slower, for setups, not for per-decision values).
///
/// # Errors
/// An `Error` with code `InvalidJson` if the value has no JSON form.
pub fn to_js_exact<T: Serialize + ?Sized>(value: &T, what: &str) -> JsResult<JsValue> {
    let tree = serde_json::to_value(value).map_err(|e| {
        js_error(BindingError::new(ErrorCode::InvalidJson, format!("could not convert {what} for JS: {e}")))
    })?;
    Ok(tree_to_js(&tree, false))
}

/// The largest integer a JS number holds exactly (`Number.MAX_SAFE_INTEGER`).
const MAX_SAFE_INTEGER: u64 = (1 << 53) - 1;

/// `tree` as a JS value; `big`: its integers are dice numbers, given as `bigint`s.
fn tree_to_js(tree: &Value, big: bool) -> JsValue {
    match tree {
        Value::Null => JsValue::NULL,
        Value::Bool(b) => JsValue::from_bool(*b),
        Value::Number(n) => match (n.as_u64(), n.as_i64()) {
            (Some(u), _) if big || u > MAX_SAFE_INTEGER => js_sys::BigInt::from(u).into(),
            (None, Some(i)) if big || i.unsigned_abs() > MAX_SAFE_INTEGER => js_sys::BigInt::from(i).into(),
            // A safe integer or a float: exact as a JS number.
            _ => JsValue::from_f64(n.as_f64().unwrap_or(f64::NAN)),
        },
        Value::String(s) => JsValue::from_str(s),
        Value::Array(items) => items.iter().map(|item| tree_to_js(item, false)).collect::<js_sys::Array>().into(),
        Value::Object(fields) => {
            let seeded = fields.get("kind").and_then(Value::as_str) == Some("seeded");
            let object = js_sys::Object::new();
            for (key, field) in fields {
                let value = match key.as_str() {
                    "seed" if seeded => tree_to_js(field, true),
                    "rng" if seeded => rng_to_js(field),
                    _ => tree_to_js(field, false),
                };
                // Setting a property on a fresh plain object cannot fail.
                let _ = js_sys::Reflect::set(&object, &JsValue::from_str(key), &value);
            }
            object.into()
        }
    }
}

/// A seeded source's generator (`{state, increment}`): its numbers as `bigint`s.
fn rng_to_js(rng: &Value) -> JsValue {
    match rng {
        Value::Object(fields) => {
            let object = js_sys::Object::new();
            for (key, field) in fields {
                let _ = js_sys::Reflect::set(&object, &JsValue::from_str(key), &tree_to_js(field, true));
            }
            object.into()
        }
        other => tree_to_js(other, false),
    }
}

/// Read a JS value into `T`.
///
/// # Errors
/// An `Error` with code `InvalidJson` naming `what` and the mismatch.
pub fn from_js<T: DeserializeOwned>(value: JsValue, what: &str) -> JsResult<T> {
    serde_wasm_bindgen::from_value(value).map_err(|e| {
        js_error(BindingError::new(ErrorCode::InvalidJson, format!("{what} is not the expected shape: {e}")))
    })
}
