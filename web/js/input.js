// Input only emits intents: a click (or submit/change) on an element with data-intent becomes
// {type, card?, bid?, game?} for the app. Nothing here knows the rules.
export function bindInput(doc, emit) {
  doc.addEventListener("click", (event) => {
    const el = event.target.closest("[data-intent]");
    if (!el || el.tagName === "FORM" || el.tagName === "INPUT" || el.disabled) return;
    const intent = { type: el.dataset.intent };
    if (el.dataset.card) intent.card = el.dataset.card;
    if (el.dataset.bid !== undefined) intent.bid = JSON.parse(el.dataset.bid);
    emit(intent);
  });
  doc.addEventListener("submit", (event) => {
    const form = event.target.closest("form[data-intent]");
    if (!form) return;
    event.preventDefault();
    emit({ type: form.dataset.intent });
  });
  doc.addEventListener("change", (event) => {
    const el = event.target;
    if (el.matches?.("input[data-intent=choose-game]")) emit({ type: "choose-game", game: el.value });
  });
}
