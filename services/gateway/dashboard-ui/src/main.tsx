document.getElementById("app")!.textContent = "Quire";
