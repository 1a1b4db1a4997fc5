//! What a pass is to the manager: the [`Pass`] trait it runs through, the
//! [`PassDef`] declaration that names it and builds it from its typed
//! options, and the type-erased [`PassInfo`] the registry and the
//! pipeline hold (MLIR's `PassInfo` / `PassRegistration<T>`).

use super::{AnalysisManager, Output, PassOption, PassOptions, Preserved, Statistics};
use ssa_ir::diagnostic::Diagnostic;
use ssa_ir::ir::{Ir, OpId, RegionId};
use std::any::Any;
use std::panic::RefUnwindSafe;
use std::sync::Arc;

/// A pass: run on each function ([`Scope::Function`], the default), or once
/// on the whole module ([`Scope::Module`]).
pub trait Pass {
    /// Transforms (or inspects) one function that has a body. Returns what
    /// it kept valid; an `Err` stops the pipeline (the IR must then be
    /// unchanged: passes decide before they rewrite).
    fn run(
        &mut self,
        ir: &mut Ir,
        func: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<Preserved, Diagnostic>;

    /// How the runner runs this pass (it may depend on the options). A
    /// function pass sees one function at a time and may be run on several
    /// at once; a module pass runs alone, through [`Pass::run_module`].
    fn scope(&self) -> Scope {
        Scope::Function
    }

    /// Runs a module pass over the whole module, invalidating the analyses
    /// of each function it changes ([`ModuleContext::invalidate`]). The
    /// default runs [`Pass::run`] on each function with a body in turn.
    fn run_module(&mut self, ir: &mut Ir, cx: &mut ModuleContext<'_>) -> Result<(), Diagnostic> {
        run_on_each_function(self, ir, cx)
    }
}

/// Runs function pass `pass` on each function with a body in turn.
pub(crate) fn run_on_each_function<P: Pass + ?Sized>(
    pass: &mut P,
    ir: &mut Ir,
    cx: &mut ModuleContext<'_>,
) -> Result<(), Diagnostic> {
    for func in functions_with_body(ir) {
        let preserved = pass.run(ir, func, &mut cx.function(ir, func))?;
        cx.invalidate(func, &preserved);
    }
    Ok(())
}

/// Whether a pass sees one function at a time or the whole module.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Scope {
    Function,
    Module,
}

/// The functions of the module (ops with
/// [`Traits::FUNCTION`](ssa_ir::dialect::Traits::FUNCTION)) that have a
/// body, in order.
pub fn functions_with_body(ir: &Ir) -> Vec<OpId> {
    ir.functions()
        .filter(|&f| ir.func_body(f).is_some())
        .collect()
}

/// A pass as the registry knows it: its name, summary and kind, its
/// options, and how to build it from them. [`PassInfo::of`] erases it.
pub trait PassDef: Pass + 'static {
    /// The name used in pipelines and as the `-name` flag.
    const NAME: &'static str;
    /// One line for `--list-passes`.
    const SUMMARY: &'static str;
    const KIND: PassKind;
    /// The options (`()` for none: see [`OptionlessPassDef`]).
    type Options: PassOptions;
    /// The pass, configured.
    fn new(options: &Self::Options) -> Self;
}

/// A pass without options, declared by its name, summary and kind alone:
/// its [`PassDef`] follows, with `()` options, built by [`Default`].
pub trait OptionlessPassDef: Pass + Default + 'static {
    /// The name used in pipelines and as the `-name` flag.
    const NAME: &'static str;
    /// One line for `--list-passes`.
    const SUMMARY: &'static str;
    const KIND: PassKind;
}

impl<P: OptionlessPassDef> PassDef for P {
    const NAME: &'static str = <P as OptionlessPassDef>::NAME;
    const SUMMARY: &'static str = <P as OptionlessPassDef>::SUMMARY;
    const KIND: PassKind = <P as OptionlessPassDef>::KIND;
    type Options = ();
    fn new(_: &()) -> P {
        P::default()
    }
}

/// Whether a pass transforms the IR or only prints an analysis.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum PassKind {
    Transform,
    Printer,
}

/// Options of some pass, type-erased (a [`PassDef::Options`]).
pub(crate) type AnyOptions = Arc<dyn Any + Send + Sync + RefUnwindSafe>;

/// A registered pass, type-erased: what `--list-passes`, the pipeline
/// parser and the runner need of a [`PassDef`].
#[derive(Copy, Clone)]
pub struct PassInfo {
    /// The name used in pipelines and as the `-name` flag.
    pub name: &'static str,
    /// One line for `--list-passes`.
    pub summary: &'static str,
    pub kind: PassKind,
    options: fn() -> Vec<PassOption>,
    defaults: fn() -> AnyOptions,
    set: fn(&mut AnyOptions, &str, &str) -> bool,
    create: fn(&AnyOptions) -> Box<dyn Pass>,
}

impl PassInfo {
    /// The registry entry of pass `P`.
    pub const fn of<P: PassDef>() -> PassInfo {
        PassInfo {
            name: P::NAME,
            summary: P::SUMMARY,
            kind: P::KIND,
            options: P::Options::declared,
            defaults: defaults::<P>,
            set: set::<P>,
            create: create::<P>,
        }
    }

    /// The declared options, in order.
    pub fn options(&self) -> Vec<PassOption> {
        (self.options)()
    }

    pub(crate) fn defaults(&self) -> AnyOptions {
        (self.defaults)()
    }

    /// Sets option `name` of `options` (which are this pass's) from text.
    pub(crate) fn set(&self, options: &mut AnyOptions, name: &str, value: &str) -> bool {
        (self.set)(options, name, value)
    }

    /// The pass configured by `options` (which are this pass's).
    pub(crate) fn create(&self, options: &AnyOptions) -> Box<dyn Pass> {
        (self.create)(options)
    }

    /// The scope of the pass with its default options (`--list-passes`
    /// marks module passes).
    pub fn default_scope(&self) -> Scope {
        self.create(&self.defaults()).scope()
    }
}

impl std::fmt::Debug for PassInfo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PassInfo")
            .field("name", &self.name)
            .finish()
    }
}

fn options_of<P: PassDef>(options: &AnyOptions) -> &P::Options {
    let options: &(dyn Any + Send + Sync) = &**options;
    options
        .downcast_ref()
        .expect("a pipeline entry holds its own pass's options")
}

fn defaults<P: PassDef>() -> AnyOptions {
    Arc::new(P::Options::default())
}

fn set<P: PassDef>(options: &mut AnyOptions, name: &str, value: &str) -> bool {
    let mut typed = options_of::<P>(options).clone();
    let valid = typed.set(name, value);
    *options = Arc::new(typed);
    valid
}

fn create<P: PassDef>(options: &AnyOptions) -> Box<dyn Pass> {
    Box::new(P::new(options_of::<P>(options)))
}

/// What a module pass may use while it runs: the parts of a
/// [`PassContext`] that are not about one function.
pub struct ModuleContext<'a> {
    /// Analyses of each function, computed on first request.
    pub analyses: &'a mut AnalysisManager,
    /// Counters reported by `--stats`.
    pub stats: &'a mut Statistics,
    /// Remarks and warnings the pass emits (the driver prints them).
    pub diagnostics: &'a mut Vec<Diagnostic>,
    /// Where analysis printers write.
    pub output: &'a mut Output,
    pass: &'static str,
    /// The functions whose [`invalidate`](Self::invalidate) did not keep
    /// everything, in order.
    changed: Vec<OpId>,
}

impl<'a> ModuleContext<'a> {
    /// A context for running `pass` on a module.
    pub fn new(
        pass: &'static str,
        analyses: &'a mut AnalysisManager,
        stats: &'a mut Statistics,
        diagnostics: &'a mut Vec<Diagnostic>,
        output: &'a mut Output,
    ) -> Self {
        ModuleContext {
            analyses,
            stats,
            diagnostics,
            output,
            pass,
            changed: Vec::new(),
        }
    }

    /// The context of one function `func` (which has a body), for work
    /// done on it alone: its analyses, counters and output.
    pub fn function(&mut self, ir: &Ir, func: OpId) -> PassContext<'_> {
        PassContext::new(
            self.pass,
            ir.func_attrs(func).expect("func attrs").name.clone(),
            ir.func_body(func).expect("a function with a body"),
            self.analyses,
            self.stats,
            self.diagnostics,
            self.output,
        )
    }

    /// Drops the analyses of `func` that the pass did not keep.
    pub fn invalidate(&mut self, func: OpId, preserved: &Preserved) {
        if !preserved.is_all() {
            self.changed.push(func);
        }
        self.analyses.invalidate(func, preserved);
    }

    /// The functions a function pass changed: those whose run did not
    /// return [`Preserved::all`]. (A module pass may change the module
    /// without invalidating a function, so this says nothing of it.)
    pub fn changed(&self) -> &[OpId] {
        &self.changed
    }
}

/// What a pass may use while it runs on a function.
pub struct PassContext<'a> {
    /// Analyses of the function, computed on first request.
    pub analyses: &'a mut AnalysisManager,
    /// Counters reported by `--stats`.
    pub stats: &'a mut Statistics,
    /// Remarks and warnings the pass emits (the driver prints them).
    pub diagnostics: &'a mut Vec<Diagnostic>,
    /// Where analysis printers write.
    pub output: &'a mut Output,
    pass: &'static str,
    function: String,
    body: RegionId,
}

impl<'a> PassContext<'a> {
    /// A context for running `pass` on the function named `function`,
    /// whose body is `body`.
    pub fn new(
        pass: &'static str,
        function: String,
        body: RegionId,
        analyses: &'a mut AnalysisManager,
        stats: &'a mut Statistics,
        diagnostics: &'a mut Vec<Diagnostic>,
        output: &'a mut Output,
    ) -> Self {
        PassContext {
            analyses,
            stats,
            diagnostics,
            output,
            pass,
            function,
            body,
        }
    }

    /// Adds `n` to the counter `name` of this pass for this function.
    pub fn count(&mut self, name: &'static str, n: u64) {
        self.stats.add(self.pass, &self.function, name, n);
    }

    /// The body of the function being processed: passes run only on
    /// functions that have one.
    pub fn body(&self) -> RegionId {
        self.body
    }

    /// The name of the function being processed (without `@`).
    pub fn function_name(&self) -> &str {
        &self.function
    }
}
