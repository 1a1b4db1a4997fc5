//! `ssa-playground` (issue #21): the HTTP API against its contract, every
//! seed example run through it, the bounds on a request, and the page
//! itself in headless Chromium driven over WebDriver (`fantoccini` with
//! Debian's `chromium` and `chromium-driver`; the browser test reports
//! itself skipped when they are not installed). Screenshots of the page
//! are written to `target/playground/`.

use serde_json::{json, Value};
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::OnceLock;

/// The server, started once on an ephemeral port of 127.0.0.1 and kept
/// for the whole test binary.
fn server() -> SocketAddr {
    static ADDR: OnceLock<SocketAddr> = OnceLock::new();
    *ADDR.get_or_init(|| {
        let (sender, receiver) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let runtime = tokio::runtime::Runtime::new().expect("runtime");
            runtime.block_on(async {
                let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
                    .await
                    .expect("bind");
                sender
                    .send(listener.local_addr().expect("addr"))
                    .expect("send");
                ssa_tools::playground::serve(listener).await.expect("serve");
            });
        });
        receiver.recv().expect("server address")
    })
}

/// One HTTP/1.1 exchange: the status and the body.
fn http(method: &str, path: &str, body: &[u8]) -> (u16, String, String) {
    let mut stream = TcpStream::connect(server()).expect("connect");
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).expect("write");
    // The server may answer (and close) before reading an oversized body.
    let _ = stream.write_all(body);
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer);
    let answer = String::from_utf8_lossy(&answer).to_string();
    let (head, body) = answer.split_once("\r\n\r\n").expect("an HTTP answer");
    let status = head[9..12].parse().expect("status");
    let body = if head
        .to_ascii_lowercase()
        .contains("transfer-encoding: chunked")
    {
        unchunk(body)
    } else {
        body.to_string()
    };
    (status, head.to_string(), body)
}

/// The body of a chunked answer.
fn unchunk(mut body: &str) -> String {
    let mut out = String::new();
    while let Some((size, rest)) = body.split_once("\r\n") {
        let size = usize::from_str_radix(size.trim(), 16).expect("chunk size");
        if size == 0 {
            break;
        }
        out.push_str(&rest[..size]);
        body = &rest[size + 2..];
    }
    out
}

fn run(request: Value) -> (u16, Value) {
    let (status, _, body) = http("POST", "/api/run", request.to_string().as_bytes());
    (status, serde_json::from_str(&body).expect("a JSON answer"))
}

const RENAMING: &str = "a = 3\nif a > 3:\n    a = 3\n    a = 98\nelse:\n    z = 4\ny = a\na = 4\n";

#[test]
fn the_page_and_its_assets_are_served_offline() {
    let (status, head, page) = http("GET", "/", b"");
    assert_eq!(status, 200);
    assert!(head.contains("text/html"), "{head}");
    assert!(page.contains("<script src=\"/app.js\">") && page.contains("/style.css"));
    for (path, kind) in [("/app.js", "text/javascript"), ("/style.css", "text/css")] {
        let (status, head, body) = http("GET", path, b"");
        assert_eq!(status, 200, "{path}");
        assert!(head.contains(kind), "{path}: {head}");
        assert!(body.len() > 1000, "{path}");
        // Nothing is fetched from elsewhere.
        assert!(
            !body.contains("https://") && !body.contains("http://"),
            "{path}"
        );
    }
    assert!(!page.contains("https://") && !page.contains("http://"));
    let (status, _, passes) = http("GET", "/api/passes", b"");
    assert_eq!(status, 200);
    let passes: Value = serde_json::from_str(&passes).unwrap();
    let mem2reg = passes
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "mem2reg")
        .expect("mem2reg is listed");
    let flavor = mem2reg["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "flavor")
        .expect("flavor");
    assert_eq!(
        flavor["values"],
        json!(["maximal", "minimal", "semi-pruned", "pruned"])
    );
}

#[test]
fn a_python_program_through_mem2reg_and_sccp() {
    let (status, answer) = run(json!({
        "language": "python", "source": RENAMING, "pipeline": "mem2reg{flavor=semi-pruned},sccp",
        "flavor": "semi-pruned"
    }));
    assert_eq!(status, 200);
    assert_eq!(answer["error"], Value::Null, "{answer}");
    let steps = answer["steps"].as_array().unwrap();
    let passes: Vec<&str> = steps.iter().map(|s| s["pass"].as_str().unwrap()).collect();
    assert_eq!(passes, ["input", "mem2reg{flavor=semi-pruned}", "sccp"]);
    // The first step is the input as parsed: slots, loads and stores,
    // nothing marked as changed.
    let input = &steps[0];
    assert!(input["ir"].as_str().unwrap().contains("memref.alloca"));
    assert!(input["diff"]
        .as_array()
        .unwrap()
        .iter()
        .all(|d| d[0] == " "));
    // mem2reg: the slots go (deleted lines), a block argument comes.
    let ssa = &steps[1];
    let diff = ssa["diff"].as_array().unwrap();
    assert!(diff
        .iter()
        .any(|d| d[0] == "-" && d[1].as_str().unwrap().contains("memref.alloca")));
    assert!(diff
        .iter()
        .any(|d| d[0] == "+" && d[1].as_str().unwrap().contains("^L7(%a")));
    // Its picture: the four blocks of 000 §1.8.4 (L8 there, L7 here: the
    // text has a comment line more), L7 with its Φ, the frontier of L3
    // being L7.
    let svg = ssa["cfg_svg"].as_str().unwrap();
    assert!(svg.starts_with("<svg"));
    for name in ["L1", "L3", "L6", "L7"] {
        assert!(
            svg.contains(&format!("data-name=\"{name}\"")),
            "{name}: {svg}"
        );
    }
    assert!(svg.contains(">Φ %a"), "{svg}");
    assert!(svg.contains(
        "data-name=\"L3\" data-idom=\"f0-b0\" data-dom=\"f0-b1 f0-b0\" data-df=\"f0-b3\""
    ));
    // The textbook view in the seeds' notation (of the input: renaming
    // its slots), and the tables.
    let textbook = steps[0]["views"]["textbook"].as_str().unwrap();
    assert!(textbook.contains("a_3 = Φ(a_2, a_0)"), "{textbook}");
    let views = &ssa["views"];
    assert!(
        views["textbook"]
            .as_str()
            .unwrap()
            .contains("a_1 = Φ(98, 3)"),
        "{views}"
    );
    assert!(views["dominators"]
        .as_str()
        .unwrap()
        .contains("dominance frontier"));
    assert!(views["liveness"].as_str().unwrap().contains("live"));
    assert!(
        views["sccp"].as_str().unwrap().contains("executable"),
        "{views}"
    );
    // The trace of cytron's mem2reg runs on the input, block by block.
    let trace = &ssa["trace"];
    assert_eq!(trace["on_step"], 0);
    assert_eq!(
        trace["printer"],
        "print-textbook-ssa{flavor=semi-pruned trace=true}"
    );
    let lines = trace["steps"].as_array().unwrap();
    let enter_l3 = lines
        .iter()
        .find(|l| l["text"].as_str().unwrap().starts_with("enter L3"))
        .expect("the renaming walk enters L3");
    assert_eq!(enter_l3["block"], "f0-b1");
    // sccp folds the branch (a > 3 is false): L3 goes, and its trace
    // (the lattice's worklist) runs on mem2reg's result.
    let folded = steps[2]["cfg_svg"].as_str().unwrap();
    assert!(!folded.contains("data-name=\"L3\""), "{folded}");
    assert_eq!(steps[2]["trace"]["on_step"], 1);
    assert!(!steps[2]["trace"]["steps"].as_array().unwrap().is_empty());
}

#[test]
fn errors_are_located_and_the_server_goes_on() {
    // Python syntax error.
    let (status, answer) = run(json!({
        "language": "python", "source": "a = 1\nb = (a +\n", "pipeline": "mem2reg"
    }));
    assert_eq!(status, 200);
    let error = &answer["error"];
    assert_eq!(error["in"], "source", "{answer}");
    assert!(error["line"].as_u64().unwrap() >= 2, "{answer}");
    assert!(error["column"].as_u64().is_some());
    assert_eq!(answer["steps"], json!([]));
    // MLIR that parses but does not verify: the use before its definition.
    let (_, answer) = run(json!({
        "language": "mlir",
        "source": "func.func @f() -> i32 {\n  %a = arith.addi %b, %b : i32\n  %b = arith.constant 1 : i32\n  return %a : i32\n}\n",
        "pipeline": ""
    }));
    assert_eq!(answer["error"]["line"], 2, "{answer}");
    assert_eq!(answer["error"]["in"], "source");
    // A construct outside the Python subset names its line.
    let (_, answer) = run(json!({
        "language": "python", "source": "x = 1\ny = 'text'\n", "pipeline": "mem2reg"
    }));
    assert_eq!(answer["error"]["line"], 2, "{answer}");
    // A bad pipeline points at the character.
    let (_, answer) = run(json!({
        "language": "python", "source": RENAMING, "pipeline": "mem2reg,sccq"
    }));
    assert_eq!(answer["error"]["in"], "pipeline", "{answer}");
    assert_eq!(answer["error"]["column"], 9);
    assert!(answer["error"]["message"]
        .as_str()
        .unwrap()
        .contains("did you mean 'sccp'"));
    // Not JSON; an unknown language.
    let (status, _, body) = http("POST", "/api/run", b"{not json");
    assert_eq!(status, 400);
    assert!(serde_json::from_str::<Value>(&body).unwrap()["error"]["message"].is_string());
    let (_, answer) = run(json!({"language": "cobol", "source": "", "pipeline": ""}));
    assert!(answer["error"]["message"]
        .as_str()
        .unwrap()
        .contains("cobol"));
    // And the server still answers.
    let (status, answer) =
        run(json!({"language": "python", "source": RENAMING, "pipeline": "dce"}));
    assert_eq!(status, 200);
    assert_eq!(answer["error"], Value::Null);
}

#[test]
fn oversized_inputs_are_refused() {
    let big = "x = 1\n".repeat(ssa_tools::playground::api::MAX_SOURCE_BYTES / 6 + 1);
    let (status, answer) = run(json!({"language": "python", "source": big, "pipeline": "mem2reg"}));
    assert_eq!(status, 413);
    assert!(
        answer["error"]["message"]
            .as_str()
            .unwrap()
            .contains("at most"),
        "{answer}"
    );
    let huge = "#".repeat(ssa_tools::playground::server::MAX_BODY_BYTES + 1);
    let (status, _, _) = http(
        "POST",
        "/api/run",
        json!({"language": "python", "source": huge})
            .to_string()
            .as_bytes(),
    );
    assert_eq!(status, 413);
    let long = vec!["dce"; ssa_tools::playground::api::MAX_PASSES + 1].join(",");
    let (_, answer) = run(json!({"language": "python", "source": RENAMING, "pipeline": long}));
    assert!(answer["error"]["message"]
        .as_str()
        .unwrap()
        .contains("at most"));
    let (status, _) = run(json!({"language": "python", "source": RENAMING, "pipeline": "dce"}));
    assert_eq!(status, 200);
}

#[test]
fn every_seed_example_runs_with_pictures() {
    let (_, _, body) = http("GET", "/api/examples", b"");
    let examples: Vec<Value> = serde_json::from_str(&body).unwrap();
    assert!(examples.len() >= 20, "{}", examples.len());
    let mut traced = 0;
    for example in &examples {
        let (status, answer) = run(json!({
            "language": example["language"], "source": example["source"],
            "pipeline": example["pipeline"]
        }));
        let name = example["name"].as_str().unwrap();
        assert_eq!(status, 200, "{name}");
        assert_eq!(answer["error"], Value::Null, "{name}: {answer}");
        for step in answer["steps"].as_array().unwrap() {
            let svg = step["cfg_svg"].as_str().unwrap();
            assert!(svg.contains("class=\"block"), "{name}: {svg}");
            assert!(
                !step["views"]["dominators"].as_str().unwrap().is_empty(),
                "{name}"
            );
            if let Some(lines) = step["trace"]["steps"].as_array() {
                traced += 1;
                assert!(
                    lines.iter().any(|l| l["block"].is_string()),
                    "{name}: {lines:?}"
                );
            }
        }
    }
    assert!(traced >= 10, "{traced} examples with a trace");
}

mod browser {
    //! The page in headless Chromium.

    use super::server;
    use fantoccini::{Client, ClientBuilder, Locator};
    use std::path::{Path, PathBuf};
    use std::process::{Child, Command, Stdio};
    use std::time::{Duration, Instant};

    const CHROMIUM: &str = "/usr/bin/chromium";
    const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

    /// Ends the driver when the test ends, however it ends.
    struct Driver(Child);

    impl Drop for Driver {
        fn drop(&mut self) {
            let _ = self.0.kill();
            let _ = self.0.wait();
        }
    }

    fn free_port() -> u16 {
        std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port()
    }

    fn screenshots() -> PathBuf {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/playground");
        std::fs::create_dir_all(&dir).expect("screenshot folder");
        dir
    }

    async fn wait_until(client: &Client, script: &str) -> serde_json::Value {
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            let value = client.execute(script, vec![]).await.expect("script");
            if !value.is_null() && value != serde_json::Value::Bool(false) {
                return value;
            }
            assert!(Instant::now() < deadline, "timed out waiting for: {script}");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    async fn click(client: &Client, css: &str) {
        let element = client.find(Locator::Css(css)).await.expect(css);
        element.click().await.expect(css);
    }

    async fn text(client: &Client, css: &str) -> String {
        let element = client.find(Locator::Css(css)).await.expect(css);
        element.text().await.expect(css)
    }

    async fn js(client: &Client, script: &str) -> serde_json::Value {
        client.execute(script, vec![]).await.expect(script)
    }

    async fn shot(client: &Client, name: &str) {
        let png = client.screenshot().await.expect("screenshot");
        std::fs::write(screenshots().join(name), png).expect("write screenshot");
    }

    #[test]
    fn the_page_in_chromium() {
        if !Path::new(CHROMIUM).exists() || !Path::new(CHROMEDRIVER).exists() {
            eprintln!(
                "SKIPPED the_page_in_chromium: {CHROMIUM} or {CHROMEDRIVER} is missing \
                 (apt-get install chromium chromium-driver)"
            );
            return;
        }
        let addr = server();
        let port = free_port();
        let driver = Driver(
            Command::new(CHROMEDRIVER)
                .arg(format!("--port={port}"))
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .expect("start chromedriver"),
        );
        let runtime = tokio::runtime::Runtime::new().expect("runtime");
        runtime.block_on(async move {
            let profile = std::env::temp_dir().join(format!("ssa-playground-chromium-{port}"));
            let mut capabilities = serde_json::Map::new();
            capabilities.insert(
                "goog:chromeOptions".to_string(),
                serde_json::json!({
                    "binary": CHROMIUM,
                    "args": ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                             "--no-first-run", "--disable-background-networking",
                             "--disable-component-update", "--disable-sync",
                             "--window-size=1600,1000", "--hide-scrollbars",
                             format!("--user-data-dir={}", profile.display())],
                }),
            );
            let webdriver = format!("http://127.0.0.1:{port}");
            let deadline = Instant::now() + Duration::from_secs(30);
            let client = loop {
                let connector = hyper_util::client::legacy::connect::HttpConnector::new();
                match ClientBuilder::new(connector)
                    .capabilities(capabilities.clone())
                    .connect(&webdriver)
                    .await
                {
                    Ok(client) => break client,
                    // The driver may not listen yet.
                    Err(_) if Instant::now() < deadline => {
                        tokio::time::sleep(Duration::from_millis(200)).await;
                    }
                    Err(e) => panic!("cannot start a Chromium session: {e}"),
                }
            };
            // The checks run as a task so that a failed one still closes
            // the browser before the test fails.
            let checks = tokio::spawn({
                let client = client.clone();
                async move { page_checks(&client, addr).await }
            });
            let result = checks.await;
            let _ = client.close().await;
            let _ = std::fs::remove_dir_all(&profile);
            drop(driver);
            if let Err(e) = result {
                std::panic::resume_unwind(e.into_panic());
            }
        });
    }

    async fn page_checks(client: &Client, addr: std::net::SocketAddr) {
        client
            .goto(&format!("http://{addr}/"))
            .await
            .expect("load the page");
        // The page runs its first example on load.
        wait_until(
            client,
            "return document.querySelectorAll('#stage-list button').length >= 2",
        )
        .await;
        assert!(
            js(
                client,
                "return document.querySelectorAll('#example option').length"
            )
            .await
            .as_u64()
            .unwrap()
                >= 20
        );

        // Choose seed 000 §1.8.4, build the pipeline by clicking.
        js(
            client,
            "const s = document.getElementById('example'); \
                    s.value = [...s.options].find(o => o.text.startsWith('000-1.8.4')).value; \
                    s.dispatchEvent(new Event('change'));",
        )
        .await;
        click(client, "#clear-pipeline").await;
        click(client, "#passes button[data-pass='mem2reg']").await;
        js(
            client,
            "const f = document.querySelector('#pass-options select[data-option=flavor]'); \
                    f.value = 'semi-pruned'; f.dispatchEvent(new Event('change'));",
        )
        .await;
        click(client, "#passes button[data-pass='sccp']").await;
        let pipeline = js(client, "return document.getElementById('pipeline').value").await;
        assert_eq!(pipeline, "mem2reg{flavor=semi-pruned},sccp");
        click(client, "#run").await;
        wait_until(
            client,
            "return document.querySelectorAll('#stage-list button').length === 3 \
                            && document.getElementById('run').textContent.startsWith('Run')",
        )
        .await;

        // Stage 1 (mem2reg): its trace runs on the input; the picture is drawn.
        click(client, "#stage-list button[data-stage='1']").await;
        let blocks = js(
            client,
            "return [...document.querySelectorAll('#picture svg .block')].map(b => b.dataset.name)",
        )
        .await;
        assert_eq!(blocks, serde_json::json!(["L1", "L3", "L6", "L8"]));
        assert!(
            js(
                client,
                "return document.querySelectorAll('#picture svg path.edge').length"
            )
            .await
            .as_u64()
            .unwrap()
                >= 4
        );

        // Clicking L3 highlights its dominators and its frontier.
        click(client, "#picture svg .block[data-name='L3']").await;
        let classes = js(client, "return Object.fromEntries([...document.querySelectorAll('#picture svg .block')].map(b => [b.dataset.name, b.getAttribute('class')]))").await;
        assert!(classes["L3"].as_str().unwrap().contains("sel"), "{classes}");
        assert!(
            classes["L1"].as_str().unwrap().contains("dominator"),
            "{classes}"
        );
        assert!(
            classes["L8"].as_str().unwrap().contains("frontier"),
            "{classes}"
        );
        let info = text(client, "#block-info").await;
        assert!(info.contains("DF(L3) = {L8}"), "{info}");
        // The dominator tree on request.
        click(client, "#show-domtree").await;
        assert_eq!(
            js(
                client,
                "return document.querySelector('#picture svg').classList.contains('with-domtree')"
            )
            .await,
            true
        );

        // The trace: next and previous move the step and the highlighted block.
        let total = js(
            client,
            "return document.querySelectorAll('#trace-lines li').length",
        )
        .await
        .as_u64()
        .unwrap();
        assert!(total > 20, "{total} trace lines");
        assert_eq!(
            text(client, "#trace-pos").await,
            format!("step 1 / {total}")
        );
        let next = client.find(Locator::Id("trace-next")).await.unwrap();
        let mut current = serde_json::Value::Null;
        for _ in 0..total {
            next.click().await.unwrap();
            current = js(client, "const c = document.querySelector('#picture svg .block.current'); \
                                  return c && document.getElementById('trace-current').textContent.startsWith('enter L3') ? c.dataset.name : null").await;
            if !current.is_null() {
                break;
            }
        }
        assert_eq!(
            current, "L3",
            "the renaming walk's 'enter L3' highlights L3"
        );
        shot(client, "trace.png").await;
        let before = text(client, "#trace-pos").await;
        click(client, "#trace-prev").await;
        let after = text(client, "#trace-pos").await;
        let position = |text: &str| {
            text.split_whitespace()
                .nth(1)
                .unwrap()
                .parse::<u64>()
                .unwrap()
        };
        assert_eq!(position(&after) + 1, position(&before));

        // The textbook view of the input, and the changes of a stage.
        click(client, "#stage-list button[data-stage='0']").await;
        click(client, "#view-tabs button[data-view='textbook']").await;
        let textbook = text(client, "#text-view").await;
        assert!(textbook.contains("a_3 = Φ(a_2, a_0)"), "{textbook}");
        click(client, "#stage-list button[data-stage='1']").await;
        click(client, "#view-tabs button[data-view='ir']").await;
        assert!(
            js(
                client,
                "return document.querySelectorAll('#text-view .ins').length"
            )
            .await
            .as_u64()
            .unwrap()
                > 0
        );
        shot(client, "stages.png").await;

        // An error is shown at its line.
        js(
            client,
            "document.getElementById('source').value = 'a = 1\\nb = (a +\\n';",
        )
        .await;
        click(client, "#run").await;
        wait_until(client, "return !document.getElementById('error').hidden").await;
        let error = text(client, "#error").await;
        assert!(
            error.contains("line 2") || error.contains("line 3"),
            "{error}"
        );
        assert_eq!(
            js(
                client,
                "return document.querySelectorAll('#gutter .bad').length"
            )
            .await,
            1
        );
        // Nothing of the run before stays on screen.
        assert_eq!(
            js(client, "return document.getElementById('trace').hidden").await,
            true
        );
        shot(client, "error.png").await;
    }
}
