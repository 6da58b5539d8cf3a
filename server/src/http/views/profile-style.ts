/** The profile page's style sheet: the shop's dark canvas, top bar and orange actions. */
export const PROFILE_CSS = `
*{box-sizing:border-box}
body{margin:0;background:#303030;color:#fff;font:16px/1.5 Roboto,"Helvetica Neue",Arial,sans-serif}
.bar{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:0 16px;height:64px;background:#263238;box-shadow:0 2px 4px rgba(0,0,0,.4)}
.brand{display:flex;align-items:center;gap:10px;color:#fff;text-decoration:none;font-size:20px;font-weight:500}
.back{color:#ffb74d;text-decoration:none;font-weight:500}
.back:hover,.back:focus{text-decoration:underline}
main{padding:32px 16px}
.card{max-width:760px;margin:0 auto;background:#424242;border-radius:6px;padding:28px;box-shadow:0 3px 6px rgba(0,0,0,.35)}
h1{margin:0 0 20px;font-size:26px;font-weight:400}
.identity{display:flex;align-items:center;gap:24px;margin-bottom:28px}
.avatar{width:128px;height:128px;border-radius:50%;object-fit:cover;background:#303030;border:3px solid #ff7a1a;flex:none}
.name{margin:0;font-size:22px;font-weight:500;word-break:break-word}
.muted{color:rgba(255,255,255,.7);margin:4px 0 0}
.row{display:flex;flex-direction:column;gap:8px;margin:0 0 24px}
label{font-weight:500;color:rgba(255,255,255,.85)}
.inline{display:flex;gap:12px}
.inline input{flex:1}
input[type=text],input[type=url]{min-width:0;padding:12px 14px;border-radius:6px;border:1px solid rgba(255,255,255,.35);background:#303030;color:#fff;font:inherit}
input:focus{outline:2px solid #ff7a1a;border-color:transparent}
input[type=file]{color:rgba(255,255,255,.85)}
.hint{margin:0;font-size:13px;color:rgba(255,255,255,.6)}
button,.button{align-self:flex-start;display:inline-block;padding:10px 20px;border:0;border-radius:6px;background:#ff7a1a;color:#1b1b1b;font:inherit;font-weight:500;cursor:pointer;text-decoration:none}
button:hover,.button:hover{background:#e65100}
.split{display:grid;grid-template-columns:1fr 1fr;gap:24px;border-top:1px solid rgba(255,255,255,.12);padding-top:24px}
.notice{padding:10px 14px;border-radius:6px;margin:0 0 20px}
.notice.success{background:rgba(102,187,106,.18);border-left:4px solid #66bb6a}
.notice.error{background:rgba(239,83,80,.18);border-left:4px solid #ef5350}
.error-card{text-align:center}
.error-card .status{font-size:56px;color:#ff7a1a;margin:0;font-weight:300}
.error-card .button{align-self:center;margin-top:12px}
@media (max-width:600px){
  .card{padding:20px}
  .identity{flex-direction:column;text-align:center;gap:12px}
  .inline{flex-direction:column}
  .split{grid-template-columns:1fr}
  .brand span{display:none}
}
`
