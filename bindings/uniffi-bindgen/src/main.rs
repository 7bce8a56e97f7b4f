//! `uniffi-bindgen`: generates the Kotlin and Swift bindings of `tally-ffi` from the
//! compiled library (`bindings/generate` runs it).

fn main() {
    uniffi::uniffi_bindgen_main();
}
