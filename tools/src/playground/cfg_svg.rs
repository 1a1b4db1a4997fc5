//! Each function's CFG drawn as SVG, laid out by the `layout-rs` crate
//! (Sugiyama-style layered drawing: ranking, crossing reduction, placement)
//! from the CFG, dominator tree and dominance frontiers the analyses
//! compute ([`Dominance`], [`DominanceFrontiers`]); no Graphviz.
//!
//! One box per block: its label, one `Φ` line per block argument (the
//! arguments are the Φs), then its ops as the IR printer prints them.
//! Solid arrows are CFG edges (`T`/`F` on a conditional branch, the
//! successor index on a switch); a back edge (retreating in a depth-first
//! walk: it closes a cycle; in a reducible CFG its target dominates its
//! source) is orange and dashed; the
//! dominator tree is drawn as grey dotted curves from each block's
//! immediate dominator (class `dom`, hidden until the page asks). Each box
//! carries its dominators, dominance frontier and immediate dominator as
//! `data-` attributes (element ids `f<function>-b<node>`) so the page can
//! highlight them when the block is clicked. Unreachable blocks are dotted.
//!
//! Bounds: a function of more than [`MAX_DRAWN_BLOCKS`] blocks, or whose
//! layered graph (boxes and the bends of edges that cross layers) has
//! more than [`MAX_LAYOUT_NODES`] nodes (deep loop nests), is not drawn
//! (a note says so); a box shows at most [`MAX_BOX_LINES`] lines of
//! at most [`MAX_LINE_CHARS`] characters. The analyses are O(B + E) plus
//! the frontiers' total size F (the `data-` attributes list dominators
//! and frontiers: O(B·depth + F) text); layout-rs's layout is polynomial
//! in the drawn graph (once given an acyclic graph in topological order,
//! see `lay_out`), which the bounds keep small.

use super::trace::FunctionBlocks;
use layout::core::base::Orientation;
use layout::core::format::{ClipHandle, RenderBackend};
use layout::core::geometry::{Point, Position};
use layout::core::style::StyleAttr;
use layout::std_shapes::shapes::{Arrow, Element, ShapeKind};
use layout::topo::layout::VisualGraph;
use ssa_ir::analysis::cfg::Dominance;
use ssa_ir::analysis::DominanceFrontiers;
use ssa_ir::ir::{BlockId, Ir, OpId};
use ssa_ir::printer::Names;
use std::collections::HashMap;
use std::fmt::Write;

/// Functions with more blocks are not drawn.
pub const MAX_DRAWN_BLOCKS: usize = 150;
/// Functions whose layered graph (`layered_size`) is larger are not
/// drawn: layout-rs's placement grows about quadratically in it (measured
/// on the dev profile: 630 nodes 1.9 s, 1,300 nodes 8 s, 2,100 nodes 32 s;
/// 150 blocks with short edges take 40 ms).
pub const MAX_LAYOUT_NODES: usize = 400;
/// Lines shown in one block's box (label and Φs included).
pub const MAX_BOX_LINES: usize = 24;
/// Characters shown of one line in a box.
pub const MAX_LINE_CHARS: usize = 64;

/// Font size of the boxes' text, in SVG units.
const FONT: f64 = 16.0;
/// Advance of one monospace character and height of one line.
const CHAR_W: f64 = 9.6;
const LINE_H: f64 = 20.0;
/// Space between a box's border and its text.
const PAD: f64 = 8.0;
/// The space layout-rs keeps around a box, across and down.
const HALO_X: f64 = 24.0;
const HALO_Y: f64 = 34.0;
/// Height of a function's title above its graph.
const TITLE_H: f64 = 34.0;

/// One block's box as the page sees it.
struct Block {
    id: String,
    name: String,
    lines: Vec<Line>,
    reachable: bool,
    idom: Option<String>,
    dominators: Vec<String>,
    frontier: Vec<String>,
}

/// One line of a box, and how it is drawn.
struct Line {
    text: String,
    kind: &'static str,
}

/// A CFG edge: its source and target boxes, its label, whether it is a
/// back (retreating) edge, and the depth-first position of the end it is
/// laid out from.
struct Edge {
    from: String,
    to: String,
    label: String,
    back: bool,
    order: usize,
}

/// The SVG of every function of `ir` with a body, one under the other,
/// and the drawn blocks of each (for [`super::trace`]).
pub fn draw(ir: &Ir) -> (String, Vec<FunctionBlocks>) {
    let mut body = String::new();
    let mut drawn = Vec::new();
    let (mut width, mut y) = (200.0f64, 0.0f64);
    for (index, func) in ir.functions().enumerate() {
        let Some(region) = ir.func_body(func) else {
            continue;
        };
        if ir.region_first_block(region).is_none() {
            continue;
        }
        let name = ir.func_attrs(func).map_or("?", |a| a.name.as_str());
        let (svg, w, h, blocks) = draw_function(ir, func, region, index, name);
        drawn.push(FunctionBlocks {
            name: name.to_string(),
            blocks,
        });
        let _ = write!(
            body,
            "<g class=\"function\" data-function=\"{}\" transform=\"translate(0 {y})\">{svg}</g>",
            escape(name)
        );
        width = width.max(w);
        y += h + 24.0;
    }
    let svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"cfg\" width=\"{w}\" height=\"{h}\" \
         viewBox=\"0 0 {w} {h}\" font-family=\"DejaVu Sans Mono, Menlo, Consolas, monospace\" \
         font-size=\"{FONT}\">{MARKERS}{body}</svg>",
        w = width.ceil(),
        h = y.max(40.0).ceil(),
    );
    (svg, drawn)
}

/// Arrowheads, one per edge colour (`context-stroke` is not everywhere).
const MARKERS: &str = "<defs>\
<marker id=\"head\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"9\" markerHeight=\"9\" orient=\"auto-start-reverse\"><path d=\"M0 0L10 5L0 10z\" fill=\"#1f2937\"/></marker>\
<marker id=\"head-back\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"9\" markerHeight=\"9\" orient=\"auto-start-reverse\"><path d=\"M0 0L10 5L0 10z\" fill=\"#d97706\"/></marker>\
<marker id=\"head-dom\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"8\" markerHeight=\"8\" orient=\"auto-start-reverse\"><path d=\"M0 0L10 5L0 10z\" fill=\"#6b7280\"/></marker>\
</defs>";

/// One function's drawing (its title, edges, dominator tree and boxes),
/// with its width and height and the names and ids of its boxes.
fn draw_function(
    ir: &Ir,
    func: OpId,
    region: ssa_ir::ir::RegionId,
    index: usize,
    name: &str,
) -> (String, f64, f64, Vec<(String, String)>) {
    let title = format!(
        "<text class=\"title\" x=\"4\" y=\"22\" font-size=\"20\" font-weight=\"bold\">func @{}</text>",
        escape(name)
    );
    let dominance = Dominance::compute(ir, region);
    let (cfg, domtree) = (&dominance.cfg, &dominance.domtree);
    let count = cfg.blocks().len();
    if count > MAX_DRAWN_BLOCKS {
        let note = format!(
            "<text class=\"note\" x=\"4\" y=\"{}\">{count} blocks: too many to draw (at most {MAX_DRAWN_BLOCKS})</text>",
            TITLE_H + 16.0
        );
        return (format!("{title}{note}"), 640.0, TITLE_H + 30.0, Vec::new());
    }
    let frontiers = DominanceFrontiers::compute(&cfg.graph, domtree);
    let names = Names::for_function(ir, func);
    let hidden = ssa_passes::printers::hidden_root(ir, func);
    let id = |node: u32| format!("f{index}-b{node}");
    let shown = |node: u32| hidden != Some(cfg.block(node));

    let mut blocks = Vec::new();
    for node in (0..count as u32).filter(|&n| shown(n)) {
        let block = cfg.block(node);
        let mut dominators = Vec::new();
        let mut runner = domtree.is_reachable(node).then_some(node);
        while let Some(d) = runner {
            if shown(d) {
                dominators.push(id(d));
            }
            runner = domtree.idom(d);
        }
        blocks.push(Block {
            id: id(node),
            name: names.block(block).trim_start_matches('^').to_string(),
            lines: box_lines(ir, &names, block),
            reachable: domtree.is_reachable(node),
            idom: domtree.idom(node).filter(|&d| shown(d)).map(id),
            dominators,
            frontier: frontiers.frontier(node).iter().map(|&n| id(n)).collect(),
        });
    }
    // Depth-first order over every block: an edge to a block not later in
    // it is retreating (it closes a cycle; in a reducible CFG, a back edge
    // whose target dominates its source).
    let mut position = vec![0usize; count];
    for (i, node) in cfg.graph.post_order_of_all().into_iter().rev().enumerate() {
        position[node as usize] = i;
    }
    let mut edges = Vec::new();
    for node in (0..count as u32).filter(|&n| shown(n)) {
        let succs = cfg.graph.succs(node);
        for (i, &succ) in succs.iter().enumerate() {
            let label = match succs.len() {
                1 => String::new(),
                2 => ["T", "F"][i].to_string(),
                _ => i.to_string(),
            };
            edges.push(Edge {
                from: id(node),
                to: id(succ),
                label,
                back: position[succ as usize] <= position[node as usize],
                order: position[node as usize].min(position[succ as usize]),
            });
        }
    }
    let nodes = layered_size(&blocks, &edges);
    if nodes > MAX_LAYOUT_NODES {
        let note = format!(
            "<text class=\"note\" x=\"4\" y=\"{}\">{} blocks: {nodes} boxes and bends to lay out, \
             too many to draw (at most {MAX_LAYOUT_NODES})</text>",
            TITLE_H + 16.0,
            blocks.len()
        );
        return (format!("{title}{note}"), 900.0, TITLE_H + 30.0, Vec::new());
    }
    let geometry = lay_out(&blocks, &edges);
    let top = TITLE_H;
    let mut out = title;
    out.push_str("<g class=\"edges\">");
    for (edge, path) in edges.iter().zip(&geometry.paths) {
        let Some(path) = path else { continue };
        let (class, marker) = if edge.back {
            ("edge back", "head-back")
        } else {
            ("edge", "head")
        };
        let heads = if path.reversed {
            format!("marker-start=\"url(#{marker})\"")
        } else {
            format!("marker-end=\"url(#{marker})\"")
        };
        let _ = write!(
            out,
            "<path class=\"{class}\" data-from=\"{}\" data-to=\"{}\" d=\"{}\" {heads}/>",
            edge.from,
            edge.to,
            path.d(top)
        );
        if !edge.label.is_empty() {
            let (x, y) = path.label_at(top);
            let _ = write!(
                out,
                "<text class=\"edge-label\" x=\"{x:.1}\" y=\"{y:.1}\">{}</text>",
                edge.label
            );
        }
    }
    out.push_str("</g><g class=\"dom\">");
    for block in &blocks {
        let (Some(idom), Some(rect)) = (&block.idom, geometry.rects.get(&block.id)) else {
            continue;
        };
        let Some(parent) = geometry.rects.get(idom) else {
            continue;
        };
        let (x1, y1) = (parent.x + parent.w / 2.0, top + parent.y + parent.h);
        let (x2, y2) = (rect.x + rect.w / 2.0, top + rect.y);
        let bend = ((y2 - y1).abs() / 2.0).max(40.0);
        let _ = write!(
            out,
            "<path class=\"dom-edge\" data-from=\"{idom}\" data-to=\"{}\" \
             d=\"M{x1:.1} {y1:.1}C{:.1} {:.1},{:.1} {:.1},{x2:.1} {y2:.1}\" marker-end=\"url(#head-dom)\"/>",
            block.id,
            x1 - 30.0,
            y1 + bend,
            x2 - 30.0,
            y2 - bend
        );
    }
    out.push_str("</g>");
    for block in &blocks {
        let Some(rect) = geometry.rects.get(&block.id) else {
            continue;
        };
        let _ = write!(
            out,
            "<g class=\"block{}\" id=\"{}\" data-name=\"{}\" data-idom=\"{}\" data-dom=\"{}\" data-df=\"{}\">\
             <rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" rx=\"6\"/><text>",
            if block.reachable { "" } else { " unreachable" },
            block.id,
            escape(&block.name),
            block.idom.as_deref().unwrap_or(""),
            block.dominators.join(" "),
            block.frontier.join(" "),
            rect.x,
            top + rect.y,
            rect.w,
            rect.h
        );
        for (i, line) in block.lines.iter().enumerate() {
            let _ = write!(
                out,
                "<tspan class=\"{}\" x=\"{:.1}\" y=\"{:.1}\" xml:space=\"preserve\">{}</tspan>",
                line.kind,
                rect.x + PAD,
                top + rect.y + PAD + LINE_H * (i as f64 + 0.75),
                escape(&line.text)
            );
        }
        out.push_str("</text></g>");
    }
    let names = blocks.into_iter().map(|b| (b.name, b.id)).collect();
    (
        out,
        geometry.width + 8.0,
        top + geometry.height + 8.0,
        names,
    )
}

/// The lines of a block's box: `^name:`, one `Φ %arg : type` per
/// argument, its ops; cut to the bounds.
fn box_lines(ir: &Ir, names: &Names<'_>, block: BlockId) -> Vec<Line> {
    let mut lines = vec![Line {
        text: format!("{}:", names.block(block)),
        kind: "label",
    }];
    for &arg in ir.block_args(block) {
        lines.push(Line {
            text: format!(
                "Φ {} : {}",
                names.value(arg),
                ir.types.display(ir.value_type(arg))
            ),
            kind: "phi",
        });
    }
    let mut total = 0usize;
    for op in ir.block_ops(block) {
        for text in names.op(op).lines() {
            total += 1;
            if lines.len() < MAX_BOX_LINES {
                lines.push(Line {
                    text: format!("  {text}"),
                    kind: "op",
                });
            }
        }
    }
    let shown_ops = lines.iter().filter(|l| l.kind == "op").count();
    if shown_ops < total {
        lines.push(Line {
            text: format!("  … {} more lines", total - shown_ops),
            kind: "more",
        });
    }
    for line in &mut lines {
        if line.text.chars().count() > MAX_LINE_CHARS {
            line.text = line.text.chars().take(MAX_LINE_CHARS - 1).collect();
            line.text.push('…');
        }
    }
    lines
}

/// The size of the layered graph layout-rs lays out: a node per block
/// and one per layer an edge crosses (each long edge becomes a chain of
/// connectors). Layers as layout-rs first assigns them: the longest path
/// from a source, back edges turned around; O(B + E).
fn layered_size(blocks: &[Block], edges: &[Edge]) -> usize {
    let index: HashMap<&str, usize> = blocks
        .iter()
        .enumerate()
        .map(|(i, b)| (b.id.as_str(), i))
        .collect();
    let mut dag: Vec<(usize, usize, usize)> = edges
        .iter()
        .filter_map(|e| {
            let (from, to) = (*index.get(e.from.as_str())?, *index.get(e.to.as_str())?);
            let (from, to) = if e.back { (to, from) } else { (from, to) };
            (from != to).then_some((e.order, from, to))
        })
        .collect();
    dag.sort_unstable();
    let mut layer = vec![0usize; blocks.len()];
    for &(_, from, to) in &dag {
        layer[to] = layer[to].max(layer[from] + 1);
    }
    blocks.len()
        + dag
            .iter()
            .map(|&(_, from, to)| layer[to].abs_diff(layer[from]).saturating_sub(1))
            .sum::<usize>()
}

/// A laid-out box (relative to the function's drawing).
struct Rect {
    x: f64,
    y: f64,
    w: f64,
    h: f64,
}

/// A laid-out edge: layout-rs's Bézier path (its `(point, control)`
/// pairs) and whether layout-rs drew it from target to source.
struct Path {
    points: Vec<(Point, Point)>,
    reversed: bool,
}

impl Path {
    /// The SVG path data, moved down by `top`.
    fn d(&self, top: f64) -> String {
        let p = &self.points;
        let mut d = format!(
            "M{:.1} {:.1}C{:.1} {:.1},{:.1} {:.1},{:.1} {:.1}",
            p[0].0.x,
            p[0].0.y + top,
            p[0].1.x,
            p[0].1.y + top,
            p[1].0.x,
            p[1].0.y + top,
            p[1].1.x,
            p[1].1.y + top
        );
        for (control, point) in &p[2..] {
            let _ = write!(
                d,
                "S{:.1} {:.1},{:.1} {:.1}",
                control.x,
                control.y + top,
                point.x,
                point.y + top
            );
        }
        d
    }

    /// Where an edge's label goes: beside the edge near its source.
    fn label_at(&self, top: f64) -> (f64, f64) {
        let (start, control) = if self.reversed {
            let last = self.points.len() - 1;
            (self.points[last].1, self.points[last].0)
        } else {
            (self.points[0].0, self.points[0].1)
        };
        let x = start.x + (control.x - start.x) * 0.3 + 6.0;
        let y = start.y + (control.y - start.y) * 0.3 + top + 4.0;
        (x, y)
    }
}

/// What layout-rs placed: boxes by id, paths in edge order, and the size.
#[derive(Default)]
struct Geometry {
    rects: HashMap<String, Rect>,
    paths: Vec<Option<Path>>,
    width: f64,
    height: f64,
}

/// Lays out the boxes and edges with layout-rs, recording the boxes and
/// paths it renders (through [`RenderBackend`]) instead of its own SVG.
fn lay_out(blocks: &[Block], edges: &[Edge]) -> Geometry {
    let mut graph = VisualGraph::new(Orientation::TopToBottom);
    // Its self-check searches every path between every edge's ends after
    // every change: exponential on a ladder of diamonds. The graph given
    // is acyclic by construction.
    graph.dag.set_validate(false);
    let mut handles = HashMap::new();
    for block in blocks {
        let chars = block
            .lines
            .iter()
            .map(|l| l.text.chars().count())
            .max()
            .unwrap_or(1);
        let size = Point::new(
            chars as f64 * CHAR_W + 2.0 * PAD,
            block.lines.len() as f64 * LINE_H + 2.0 * PAD,
        );
        let mut element = Element::create_with_properties(
            ShapeKind::new_box(""),
            StyleAttr::simple(),
            Orientation::TopToBottom,
            size,
            block.id.clone(),
        );
        // A closer halo than layout-rs's 60 units: a picture that fits.
        element.pos = Position::new(
            Point::zero(),
            size,
            Point::zero(),
            Point::new(HALO_X, HALO_Y),
        );
        handles.insert(block.id.as_str(), graph.add_node(element));
    }
    // layout-rs turns an edge around when its target reaches its source,
    // searching every path (exponential on a ladder of diamonds). Handing it
    // an acyclic graph (back edges turned around here), edges in
    // depth-first order of their upper end, makes each search stop at once:
    // the target has no edges yet.
    let mut order: Vec<usize> = (0..edges.len()).collect();
    order.sort_by_key(|&i| edges[i].order);
    for i in order {
        let edge = &edges[i];
        let (Some(&from), Some(&to)) = (
            handles.get(edge.from.as_str()),
            handles.get(edge.to.as_str()),
        ) else {
            continue;
        };
        let mut arrow = Arrow::simple("");
        arrow.properties = Some(i.to_string());
        if edge.back && from != to {
            graph.add_edge(arrow.reverse(), to, from);
        } else {
            graph.add_edge(arrow, from, to);
        }
    }
    let mut recorder = Recorder {
        geometry: Geometry {
            paths: (0..edges.len()).map(|_| None).collect(),
            ..Geometry::default()
        },
    };
    if !blocks.is_empty() {
        graph.do_it(false, false, false, &mut recorder);
    }
    recorder.geometry
}

/// A layout-rs render backend that records positions.
struct Recorder {
    geometry: Geometry,
}

impl Recorder {
    fn grow(&mut self, x: f64, y: f64) {
        self.geometry.width = self.geometry.width.max(x);
        self.geometry.height = self.geometry.height.max(y);
    }
}

impl RenderBackend for Recorder {
    fn draw_rect(
        &mut self,
        xy: Point,
        size: Point,
        _: &StyleAttr,
        properties: Option<String>,
        _: Option<ClipHandle>,
    ) {
        self.grow(xy.x + size.x, xy.y + size.y);
        if let Some(id) = properties {
            let rect = Rect {
                x: xy.x,
                y: xy.y,
                w: size.x,
                h: size.y,
            };
            self.geometry.rects.insert(id, rect);
        }
    }

    fn draw_line(&mut self, _: Point, _: Point, _: &StyleAttr, _: Option<String>) {}

    fn draw_circle(&mut self, _: Point, _: Point, _: &StyleAttr, _: Option<String>) {}

    fn draw_text(&mut self, _: Point, _: &str, _: &StyleAttr) {}

    fn draw_arrow(
        &mut self,
        path: &[(Point, Point)],
        _: bool,
        head: (bool, bool),
        _: &StyleAttr,
        properties: Option<String>,
        _: &str,
    ) {
        for (a, b) in path {
            self.grow(a.x.max(b.x), a.y.max(b.y));
        }
        let index = properties.and_then(|p| p.parse::<usize>().ok());
        if let Some(slot) = index.and_then(|i| self.geometry.paths.get_mut(i)) {
            if path.len() >= 2 {
                *slot = Some(Path {
                    points: path.to_vec(),
                    reversed: head.0 && !head.1,
                });
            }
        }
    }

    fn create_clip(&mut self, _: Point, _: Point, _: usize) -> ClipHandle {
        0
    }
}

/// Text for SVG: `&`, `<`, `>` and `"` escaped.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn svg_of(source: &str) -> String {
        let ir = ssa_ir::parser::parse_module(source, 0).expect("parses");
        draw(&ir).0
    }

    const LOOP: &str = "func.func @f(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  cf.br ^head(%c0 : i32)
^head(%i: i32):
  %c = arith.cmpi slt, %i, %n : i32
  cf.cond_br %c, ^body, ^exit
^body:
  %c1 = arith.constant 1 : i32
  %j = arith.addi %i, %c1 : i32
  cf.br ^head(%j : i32)
^exit:
  return %i : i32
}
";

    #[test]
    fn boxes_edges_and_dominance() {
        let svg = svg_of(LOOP);
        assert!(svg.starts_with("<svg"), "{svg}");
        // Four boxes, with their names and the analyses' answers.
        assert_eq!(svg.matches("<g class=\"block").count(), 4);
        assert!(svg.contains("data-name=\"head\""));
        assert!(svg.contains(
            "id=\"f0-b2\" data-name=\"body\" data-idom=\"f0-b1\" data-dom=\"f0-b2 f0-b1 f0-b0\" data-df=\"f0-b1\""
        ));
        // The block argument is a Φ line; ops are listed.
        assert!(svg.contains(">Φ %i : i32<"));
        assert!(svg.contains("arith.addi %i, %c1 : i32"));
        // body -> head closes the loop: the one back edge.
        assert_eq!(svg.matches("class=\"edge back\"").count(), 1);
        assert!(svg.contains("class=\"edge back\" data-from=\"f0-b2\" data-to=\"f0-b1\""));
        assert_eq!(svg.matches("class=\"edge\"").count(), 3);
        assert!(svg.contains(">T</text>") && svg.contains(">F</text>"));
        // The dominator tree: one edge per block but the entry.
        assert_eq!(svg.matches("class=\"dom-edge\"").count(), 3);
    }

    #[test]
    fn a_ladder_of_diamonds_is_drawn_in_polynomial_time() {
        // layout-rs searches every path when it checks for cycles: 2^49
        // paths here, unless given the acyclic graph in topological order.
        let mut text = String::new();
        for k in 0..49 {
            let _ = writeln!(
                text,
                "D{k} -> T{k}, E{k}\nT{k} -> D{}\nE{k} -> D{}",
                k + 1,
                k + 1
            );
        }
        text.push_str("D49\n");
        let mlir = ssa_ir::edge_list::to_mlir(&text).expect("a graph");
        let svg = svg_of(&mlir);
        assert_eq!(svg.matches("<g class=\"block").count(), 148);
        assert_eq!(svg.matches("class=\"edge back\"").count(), 0);
    }

    #[test]
    fn long_back_edges_count_every_layer_they_cross() {
        // B0..B30 in a chain, B1..B30 also branching back to B0: the 30
        // back edges cross 0 + 1 + ... + 29 = 435 layers; 466 nodes.
        let mut text = String::from("B0 -> B1\n");
        for i in 1..30 {
            let _ = writeln!(text, "B{i} -> B{}, B0", i + 1);
        }
        text.push_str("B30 -> B0\n");
        let mlir = ssa_ir::edge_list::to_mlir(&text).expect("a graph");
        let svg = svg_of(&mlir);
        assert!(
            svg.contains("31 blocks: 466 boxes and bends to lay out"),
            "{svg}"
        );
        assert!(!svg.contains("class=\"block"));
    }

    #[test]
    fn too_many_blocks_are_not_drawn() {
        let mut source = String::from("func.func @big() {\n  cf.br ^b1\n");
        for i in 1..=MAX_DRAWN_BLOCKS {
            let _ = writeln!(source, "^b{i}:\n  cf.br ^b{}", i + 1);
        }
        let _ = writeln!(source, "^b{}:\n  return\n}}", MAX_DRAWN_BLOCKS + 1);
        let svg = svg_of(&source);
        assert!(svg.contains("too many to draw"), "{svg}");
        assert!(!svg.contains("class=\"block"));
    }
}
