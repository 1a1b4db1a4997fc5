//! Valid IR built from `arbitrary` choices (`ssa_fuzz::structured`), so the
//! passes are fuzzed beyond the parser's front door: every registered pass
//! and the long pipeline, each checked by execution.
#![no_main]

libfuzzer_sys::fuzz_target!(|program: ssa_fuzz::structured::Program| {
    let text = program.to_text();
    let verified = ssa_fuzz::verified(text.as_bytes())
        .unwrap_or_else(|| panic!("the structured generator built invalid IR:\n{text}"));
    for pass in ssa_fuzz::registered_passes() {
        ssa_fuzz::check_pipeline(&verified, pass);
    }
    ssa_fuzz::check_pipeline(&verified, ssa_fuzz::LONG_PIPELINE);
});
